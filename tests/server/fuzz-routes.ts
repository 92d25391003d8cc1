import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import * as contracts from '@backoffice/contracts';
import type { TSchema } from '@sinclair/typebox';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../../packages/server/src/app';
import { registeredModules } from '../../packages/server/src/modules/index';
import { seedContext } from '../../packages/server/src/seed/seed-context';
import { createTestServer, multipartBody, pngImage, type TestServer } from './helpers';

/**
 * Issue 14 item 10 / issue 22: every registered /api route (found as the guard test finds them) gets hostile
 * input: wrong types, missing and extra fields, 100 kB strings, `__proto__` / `constructor` keys, NUL,
 * lone surrogates, invalid UTF-8, broken and truncated multipart, wrong content types, absurd page / pageSize /
 * q, path parameters that are not ids. Every answer must be a 4xx `{ success: false, message }`; a refused
 * request changes nothing stored (tables and files); a 2xx (only possible for a request whose values were all
 * of the right type, e.g. an extra field) must not have stored a value of another type than the one sent.
 */

const TABLES = [
  'about_cards',
  'admins',
  'articles',
  'companies',
  'contact_sales',
  'countries',
  'country_regions',
  'dashboard_hero',
  'faqs',
  'home_hero',
  'job_candidates',
  'jobs',
  'leads',
  'legal_pages',
  'newsletter_subscribers',
  'podcast_hero',
  'podcasts',
  'pricing_plans',
  'reviews',
  'row_counts',
  'sections',
  'seo_pages',
];
/** The tables that hold records (what a request stores), without the row counters. */
const RECORD_TABLES = TABLES.filter((table) => table !== 'row_counts');
/**
 * Every committed insert, update or delete of a row in these tables, counted by a row trigger the test installs
 * (a refused request rolls its count back with its transaction). Reading the counters after each of ~2,600
 * requests is one small query: counting every table's rows and newest row version (xmin) each time was 29 s of
 * the PGlite suite's SQL (7,082 reads at 4.1 ms).
 *
 * The activity log is left out on purpose: a refused sign-in is recorded there (issue 19: failed sign-ins are
 * logged), and so is its counter in row_counts.
 */
const CHANGE_COUNTERS = [
  sql.raw(`create table fuzz_row_changes (table_name text primary key, changes bigint not null default 0)`),
  sql.raw(`insert into fuzz_row_changes (table_name) values ${TABLES.map((table) => `('${table}')`).join(', ')}`),
  sql.raw(`create function fuzz_count_row_change() returns trigger language plpgsql as $$
    begin
      -- Nested: NEW and OLD of the other tables have no table_name, and an AND is not short-circuited.
      if tg_table_name = 'row_counts' then
        if coalesce(new.table_name, old.table_name) = 'activity' then
          return null;
        end if;
      end if;
      update fuzz_row_changes set changes = changes + 1 where table_name = tg_table_name;
      return null;
    end $$`),
  ...TABLES.map((table) =>
    sql.raw(
      `create trigger fuzz_count_row_change after insert or update or delete on ${table} for each row execute function fuzz_count_row_change()`,
    ),
  ),
];
// `changes` is a bigint: text on PostgreSQL, a number on PGlite (the server's parser).
const FINGERPRINT = sql<{
  table_name: string;
  changes: string | number;
}>`select table_name, changes from fuzz_row_changes order by table_name`;

/** Which tables (or the files) differ between two fingerprints: what a failure names. */
function changedParts(before: string, after: string): string {
  const split = (print: string) => {
    const end = print.indexOf('}') + 1;
    return { rows: JSON.parse(print.slice(0, end)) as Record<string, string>, files: print.slice(end) };
  };
  const [a, b] = [split(before), split(after)];
  const tables = Object.keys(b.rows).filter((table) => a.rows[table] !== b.rows[table]);
  return [...tables, ...(a.files !== b.files ? ['files'] : [])].join(', ');
}

/** A JSON value written as raw text (1e400 and 9007199254740993 cannot be written by JSON.stringify). */
interface Raw {
  raw: string;
}
/** Values of the wrong type for any field, with the forms a coercion would store them as. */
const WRONG_TYPES: Array<{ value: unknown | Raw; coerced: string[] }> = [
  { value: { raw: '1e400' }, coerced: ['Infinity'] },
  { value: { raw: '9007199254740993' }, coerced: ['9007199254740992', '9007199254740993'] },
  { value: 424242.25, coerced: ['424242.25'] },
  { value: true, coerced: ['true'] },
  { value: false, coerced: ['false'] },
  { value: null, coerced: [] },
  { value: ['ZZCOERCED'], coerced: ['ZZCOERCED'] },
  { value: { zz: 'ZZOBJECT' }, coerced: ['ZZOBJECT', '[object Object]'] },
];
/** Text that must be refused wherever it goes. */
const BAD_TEXT = ['a\u0000b', '\ud800x', 'x\u0007y', 'x\u001by'];
const LONG = 'L'.repeat(100_000);
/** Issue 30: markup nested far past the limits (30,000 levels held the event loop for seconds), in text and files. */
const NESTED_HTML = `${'<div>'.repeat(30_000)}x${'</div>'.repeat(30_000)}`;
const NESTED_SVG = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(20_000)}${'</g>'.repeat(20_000)}</svg>`,
);

const SOME_UUID = '00000000-0000-4000-8000-00000000f022';
const BAD_PARAMS = [
  'not-an-id',
  `urn:uuid:${SOME_UUID}`,
  `{${SOME_UUID}}`,
  SOME_UUID.replace(/-/g, ''),
  '%00',
  '%FF',
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(300),
  '-1',
  '1e309',
  '%F0%9F%98%80',
];
const BAD_QUERIES = [
  'page=1e309',
  'page=99999999999999999999',
  'page=-1',
  'page=0',
  'page=abc',
  'page=1&pageSize=0',
  'page=1&pageSize=1000000000',
  'page=2&total=-5',
  'page=2&total=1e400',
  'q=%00',
  'q=%FF',
  `q=${'q'.repeat(100_000)}`,
  'q=%ED%A0%80',
  'after=%00',
];

/**
 * Issue 30: nesting bombs. `{"f":[[[…]]]}` (or `{"a":{"a":…}}`) in every field of a JSON body, and in every
 * JSON form field of a section form (with the other fields a section needs, so the route reaches its parser).
 */
const DEEP_LEVELS = [5_000, 20_000];
const deepJson = (levels: number) =>
  levels % 2 === 0 ? `${'['.repeat(levels)}${']'.repeat(levels)}` : `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
function deepBody(schema: TSchema | undefined, levels: number): string {
  const fields = Object.keys((schema?.properties ?? {}) as Record<string, unknown>);
  return `{${(fields.length ? fields : ['email', 'title', 'name']).map((field) => `${JSON.stringify(field)}:${deepJson(levels)}`).join(',')}}`;
}
function deepForm(levels: number): { payload: Buffer; type: string } {
  const boundary = 'FuzzDeepBoundary';
  const fields: Record<string, string> = {
    title: 'Deep',
    page: 'home',
    sectionType: 'general',
    'generalSection.heading': 'Deep',
  };
  for (const key of ['buttons', 'cards', 'imageDimensions']) fields[`generalSection.${key}`] = deepJson(levels);
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

/**
 * Issue 30 (input edges): impossible or out-of-range dates and offsets, numbers in JavaScript's syntax rather
 * than plain decimal, control characters in file names. Every JS-syntax number reads as 417 through Number()
 * or ajv, so a coerced store shows as a stored 417; the impossible dates would be stored as the days below.
 */
const JS_NUMBERS = ['0x1a1', '0b110100001', '0o641', '4.17e2', '+417', ' 417', '417 ', '4_17', 'Infinity', 'NaN'];
const COERCED_NUMBER = /[:,[]417[,\]}]/g;
const EDGE_DAYS = ['2031-02-30', '0000-01-01', '10000-01-01', '0999-12-31'];
const EDGE_TIMES = [
  '2031-02-30T10:00:00Z',
  '0000-01-01T00:00:00Z',
  '10000-01-01T00:00:00Z',
  '+010000-01-01T00:00:00.000Z',
  '2031-01-01T10:00:00+15:99',
  '2031-01-01T10:00:00-00:60',
  '2031-01-01T24:00:00Z',
];
// Each begins with the quote that opens a stored value: a random id such as `e307c06e-0999-420e-…` holds `0999-`.
const COERCED_DATES = ['"2031-03-02', '"2031-01-02', '"10000-', '"+010000', '"0999-'];
const EDGE_QUERIES = [
  ...EDGE_DAYS.flatMap((day) => [`from=${day}`, `to=${day}`]),
  ...['page=0x10', 'page=0b11', 'pageSize=1e2', 'pageSize=%2B7', 'page=%207', 'page=1_000'],
  ...[
    '2026-01-01 10:00:00+15:99',
    '2026-01-01 10:00:00-00:60',
    '2026-01-01 24:00:00+00',
    '0000-01-01 10:00:00+00',
  ].flatMap((at) => {
    const cursor = Buffer.from(`${at}|${SOME_UUID}`).toString('base64url');
    return [`page=2&total=5&after=${cursor}`, `page=2&total=5&before=${cursor}`];
  }),
];
/** One plausible multipart form for every form route (fields a route does not read are ignored by it). */
const FORM_BASE: Record<string, string> = {
  title: 'Fuzz form',
  subtitle: 'Fuzz',
  creator: 'Fuzz',
  date: '2026-11-02',
  readTime: '7',
  description: 'Fuzz',
  category: 'Fulfillment',
  content: '<p>Fuzz</p>',
  metaDescription: 'Fuzz',
  status: 'scheduled',
  publishAt: '2031-01-01T10:00:00Z',
  name: 'Fuzz',
  row: '3',
  order: '2',
  page: 'footer',
  sectionType: 'general',
  'generalSection.heading': 'Fuzz',
  url: 'https://example.com/fuzz',
  dateScheduled: '2026-12-05',
  isLiveNow: 'false',
  job: 'Fuzz',
  fName: 'Fuzz',
  lName: 'Fuzz',
  email: 'fuzz-form@example.com',
  phone: '+212600000000',
  firstName: 'Fuzz',
  lastName: 'Fuzz',
  review: 'Fuzz',
  company: 'Fuzz',
  country: 'Fuzz',
  region: 'Fuzz',
};
const FORM_DATES: Record<string, string[]> = {
  date: EDGE_DAYS,
  dateScheduled: EDGE_DAYS,
  publishAt: EDGE_TIMES,
  updatedAt: EDGE_TIMES,
};
const BAD_FILE_NAMES = ['cv\u0000.pdf', 'cv\u0007.pdf', 'cv\u001b[0m.pdf', 'cv\u007f.pdf'];

/** Hand-made broken multipart bodies. */
function brokenForms(): Array<{ name: string; payload: Buffer; type: string }> {
  const boundary = 'FuzzBoundary';
  const type = `multipart/form-data; boundary=${boundary}`;
  const part = (name: string, value: string | Buffer, file?: string) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${file}"\r\nContent-Type: image/png` : ''}\r\n\r\n`,
      ),
      Buffer.from(value),
      Buffer.from('\r\n'),
    ]);
  const end = Buffer.from(`--${boundary}--\r\n`);
  const fields = (values: Record<string, string | Buffer>) =>
    Buffer.concat([...Object.entries(values).map(([name, value]) => part(name, value)), end]);
  const common = [
    'title',
    'name',
    'heading',
    'description',
    'question',
    'country',
    'region',
    'job',
    'fName',
    'email',
    'url',
    'sectionType',
    'page',
    'row',
  ];
  const every = (value: string | Buffer) => fields(Object.fromEntries(common.map((name) => [name, value])));
  const png = pngImage(20, 20, [200, 10, 10]);
  const images = [
    'image',
    'logo',
    'flag',
    'cover',
    'media',
    'avatar',
    'profilePic',
    'blogPhoto',
    'resume',
    'portfolio',
  ];
  return [
    { name: 'no closing boundary', payload: part('title', 'x'), type },
    {
      name: 'cut in the middle of a part',
      payload: fields({ title: 'hello', heading: 'world' }).subarray(0, 60),
      type,
    },
    { name: 'boundary missing from the header', payload: fields({ title: 'x' }), type: 'multipart/form-data' },
    { name: 'another boundary', payload: fields({ title: 'x' }), type: 'multipart/form-data; boundary=Other' },
    { name: 'NUL in every field', payload: every('a\u0000b'), type },
    { name: 'invalid UTF-8 in every field', payload: every(Buffer.from([0x61, 0xff, 0xfe, 0x62])), type },
    { name: 'lone surrogate (CESU bytes) in every field', payload: every(Buffer.from([0xed, 0xa0, 0x80])), type },
    { name: '100 kB in every field', payload: every(LONG), type },
    { name: '__proto__ field', payload: fields({ __proto__: 'x', constructor: 'y' } as Record<string, string>), type },
    {
      name: 'truncated PNG in every file field',
      payload: Buffer.concat([...images.map((name) => part(name, png.subarray(0, 30), `${name}.png`)), end]),
      type,
    },
    { name: 'empty body', payload: Buffer.alloc(0), type },
    { name: 'nested markup in every field', payload: every(NESTED_HTML.slice(25_000 * 5, -25_000 * 6)), type },
    {
      name: 'nested SVG in every file field',
      payload: Buffer.concat([...images.map((name) => part(name, NESTED_SVG, `${name}.svg`)), end]),
      type,
    },
  ];
}

/** A plausible value for a schema, so that one field at a time can be made hostile. */
function sample(schema: TSchema | undefined): unknown {
  if (!schema) return 'Fuzz value';
  if (schema.anyOf) return sample(schema.anyOf[0]);
  if (schema.enum) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries((schema.properties ?? {}) as Record<string, TSchema>).map(([key, value]) => [
          key,
          sample(value),
        ]),
      );
    case 'array':
      return [sample(schema.items as TSchema)];
    case 'integer':
    case 'number':
      return Math.max(1, Number(schema.minimum ?? 1));
    case 'boolean':
      return false;
    default:
      if (schema.format === 'uuid') return SOME_UUID;
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.pattern?.includes('@')) return `fuzz-${randomBytes(3).toString('hex')}@example.com`;
      return 'Fuzz value';
  }
}

/** Whether a "wrong type" value is in fact of the field's type (a boolean for a boolean, a finite number for a number). */
function rightType(value: unknown, schema: TSchema): boolean {
  // A field declared nullable (publishAt: a time, or null for none) rightly takes null.
  if (value === null)
    return schema.type === 'null' || Boolean(schema.anyOf?.some((option: TSchema) => option.type === 'null'));
  if (typeof value === 'boolean') return schema.type === 'boolean';
  const number =
    typeof value === 'number'
      ? value
      : value && typeof value === 'object' && 'raw' in value
        ? Number((value as Raw).raw)
        : null;
  if (number === null || !Number.isFinite(number)) return false;
  return schema.type === 'number' || (schema.type === 'integer' && Number.isInteger(number));
}

const encode = (value: unknown): string => {
  if (value && typeof value === 'object' && 'raw' in (value as Raw)) return (value as Raw).raw;
  if (Array.isArray(value)) return `[${value.map(encode).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([key, entry]) => `${JSON.stringify(key)}:${encode(entry)}`)
      .join(',')}}`;
  return JSON.stringify(value);
};

/** The body schema of each contract endpoint, by `METHOD /api/path`. */
function bodySchemas(): Map<string, TSchema> {
  const found = new Map<string, TSchema>();
  for (const group of Object.values(contracts)) {
    if (!group || typeof group !== 'object') continue;
    for (const endpoint of Object.values(group as Record<string, unknown>)) {
      const candidate = endpoint as { method?: string; path?: string; body?: TSchema };
      if (typeof candidate?.method === 'string' && typeof candidate.path === 'string' && candidate.body)
        found.set(`${candidate.method} /api${candidate.path}`, candidate.body);
    }
  }
  found.set('POST /api/downloadNewsletter', contracts.SelectionBody);
  found.set('POST /api/download/leads/Contact', contracts.SelectionBody);
  found.set('POST /api/getJobCandidateList', contracts.SelectionBody);
  return found;
}

/** The contract endpoints that take a multipart form, by `METHOD /api/path`. */
function formRouteNames(): Set<string> {
  const found = new Set<string>();
  for (const group of Object.values(contracts)) {
    if (!group || typeof group !== 'object') continue;
    for (const endpoint of Object.values(group as Record<string, unknown>)) {
      const candidate = endpoint as { method?: string; path?: string; form?: unknown };
      if (typeof candidate?.method === 'string' && typeof candidate.path === 'string' && candidate.form !== undefined)
        found.add(`${candidate.method} /api${candidate.path}`);
    }
  }
  return found;
}

/** Which table holds the records a `/:id` write route changes (for real ids, so a body reaches the record). */
const ID_TABLES: Array<[RegExp, string]> = [
  [/\/faq\//, 'faqs'],
  [/\/job\//, 'jobs'],
  [/\/guides\//, 'legal_pages'],
  [/\/pricingModel\//, 'pricing_plans'],
  [/\/blog\//, 'articles'],
  [/\/podcast\//, 'podcasts'],
  [/Country\//, 'countries'],
  [/\/reviews\//, 'reviews'],
  [/\/card\//, 'about_cards'],
  [/\/section\/update/, 'sections'],
  [/\/admin\/update/, 'admins'],
];

interface Figures {
  routes: number;
  requests: number;
  status5xx: string[];
  notEnvelope: string[];
  changedOnRefusal: string[];
  coerced2xx: string[];
  passed2xx: number;
}

/**
 * A rough cost of fuzzing a route (how many requests it gets, writes weighing more: each is followed by a
 * fingerprint), to share the routes out evenly between the fuzz-N.test.ts files.
 */
function routeWeight(route: RegisteredRoute, schemas: Map<string, TSchema>, formRoutes: Set<string>): number {
  const name = `${route.method} ${route.url}`;
  const params = (route.url.match(/:[A-Za-z_]+/g) ?? []).length * BAD_PARAMS.length;
  if (route.method === 'GET') return params + BAD_QUERIES.length + EDGE_QUERIES.length;
  if (route.method === 'DELETE') return 2 * (params + 2);
  const fields = Object.keys((schemas.get(name)?.properties ?? {}) as Record<string, unknown>).length;
  return 2 * (params + 40 + (formRoutes.has(name) ? 60 : 0) + fields * 14);
}

/**
 * The routes of part `part` (1-based) of `parts`: each route goes, in the order the server registered them, to
 * the part with the least weight so far. Every route is in exactly one part; a part keeps the registration order.
 */
export function routesOfPart(
  routes: RegisteredRoute[],
  part: number,
  parts: number,
  schemas: Map<string, TSchema>,
  formRoutes: Set<string>,
): RegisteredRoute[] {
  const loads = Array.from({ length: parts }, () => 0);
  return routes.filter((route) => {
    const lightest = loads.indexOf(Math.min(...loads));
    loads[lightest] += routeWeight(route, schemas, formRoutes);
    return lightest === part - 1;
  });
}

/**
 * The fuzzing, split over several files (tests/server/fuzz-N.test.ts) so that the ~2,600 requests, which must
 * be sent one after another on one server (each refusal is checked against the stored state before it), run on
 * several workers at once: each file starts its own server on its own seeded database and fuzzes its share of
 * the routes.
 */
export function fuzzRoutes(part: number, parts: number): void {
  describe(`fuzzing every route (part ${part} of ${parts})`, () => {
    let server: TestServer;
    let cookie: string;
    let fingerprint: () => Promise<string>;

    beforeAll(async () => {
      // Background jobs wait (an hour's polling): a publish scheduled by an accepted request, run while a later
      // request is refused, would look like that refusal changing stored data (editorial-workflow.test.ts runs them).
      server = await createTestServer({
        config: { intakeRequestsPerMinute: 1_000_000, signInAttemptsPerMinute: 1_000_000, jobPollingSeconds: 3600 },
      });
      const context = seedContext(server.db, server.storage);
      for (const module of registeredModules) if (module.demoSeed) await module.demoSeed.seed(context);
      cookie = await server.signIn('superAdmin');
      // Exports load exceljs and fflate on first use, once per process (about a second of the event loop on a busy
      // machine); loaded here so that the stall figure below is about handling requests, not loading modules.
      // The passkey library likewise (loaded by the first passkey route, whichever part of the fuzzing holds it).
      await Promise.all([
        import('exceljs'),
        import('fflate'),
        import('../../packages/server/src/auth/webauthn-library'),
      ]);
      const files = () => {
        try {
          // Export files (and their folder) are written by a background job after an accepted POST /api/exports was
          // answered, during whichever route is fuzzed next: left out; exports.test.ts shows refused exports store nothing.
          return readdirSync(join(server.dataDir), { recursive: true })
            .filter(
              (name) => /^(uploads|private)\//.test(String(name)) && !/^private\/exports(\/|$)/.test(String(name)),
            )
            .sort()
            .join(',');
        } catch {
          return '';
        }
      };
      for (const statement of CHANGE_COUNTERS) await statement.execute(server.db);
      fingerprint = async () => {
        const { rows } = await FINGERPRINT.execute(server.db);
        return JSON.stringify(Object.fromEntries(rows.map((row) => [row.table_name, Number(row.changes)]))) + files();
      };
    }, 120_000);
    afterAll(async () => {
      await server?.close();
    });

    it('answers every hostile request with a 4xx envelope, changes nothing on a refusal, never stores a coerced value', async () => {
      const started = Date.now();
      const allRoutes = server.app.apiRoutes.filter((route) => route.url.startsWith('/api/'));
      const schemas = bodySchemas();
      const formRoutes = formRouteNames();
      const routes = routesOfPart(allRoutes, part, parts, schemas, formRoutes);
      const formsAccepted: string[] = [];
      let edgeStoresSeen = 0;
      let slugs = 0;
      const blogCover = pngImage(1062, 530, [10, 80, 160]);
      const figures: Figures = {
        routes: routes.length,
        requests: 0,
        status5xx: [],
        notEnvelope: [],
        changedOnRefusal: [],
        coerced2xx: [],
        passed2xx: 0,
      };
      let state = await fingerprint();
      // Measured only while a request is handled: the test's own fingerprints and dumps are not the server's stalls.
      const eventLoop = monitorEventLoopDelay({ resolution: 10 });
      // What the machine itself costs with nothing to do (on a loaded shared machine the loop waits for a CPU).
      eventLoop.enable();
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      eventLoop.disable();
      const idleStall = eventLoop.max / 1e6;
      let longestStall = { ms: 0, where: '' };
      const stalls: string[] = [];

      const realIds = new Map<string, string>();
      for (const [, table] of ID_TABLES) {
        const row = await sql<{
          id: string;
        }>`select id::text as id from ${sql.table(table)} order by created_at limit 1`
          .execute(server.db)
          .catch(() => ({ rows: [] as Array<{ id: string }> }));
        if (row.rows[0]) realIds.set(table, row.rows[0].id);
      }
      const urlWithIds = (route: RegisteredRoute) => {
        const table =
          route.method === 'DELETE' || route.method === 'GET'
            ? undefined
            : ID_TABLES.find(([pattern]) => pattern.test(route.url))?.[1];
        return route.url
          .replace(':id', (table && realIds.get(table)) || SOME_UUID)
          .replace(':kind', 'resume')
          .replace(':page', 'home')
          .replace(':title', 'Home');
      };

      /**
       * Sends one hostile request and checks the answer. `wrongType`: the forms a coerced value would take; a 2xx
       * for such a request is a failure whatever it stored (the value had to be refused).
       */
      const send = async (label: string, options: InjectOptions, wrongType: string[] | null) => {
        figures.requests += 1;
        const anonymous = options.url === '/api/admin/signout' || String(options.url).startsWith('/api/admin/signin');
        eventLoop.reset();
        eventLoop.enable();
        const cpuBefore = process.cpuUsage();
        const response = await server.app.inject({
          ...options,
          headers: { ...(anonymous ? {} : { cookie }), ...options.headers },
        });
        const cpu = process.cpuUsage(cpuBefore);
        eventLoop.disable();
        const cpuMs = (cpu.user + cpu.system) / 1000;
        const status = response.statusCode;
        const where = `${label} → ${status}`;
        if (eventLoop.max / 1e6 > longestStall.ms) longestStall = { ms: eventLoop.max / 1e6, where };
        // A stall is the server's when the process also ran that long: on a loaded machine the loop waits for a CPU
        // for hundreds of milliseconds while running nothing (585 ms at load 29, 81 ms when measured idle).
        if (eventLoop.max / 1e6 > 200 + idleStall && cpuMs > 200)
          stalls.push(`${where} ${(eventLoop.max / 1e6).toFixed(0)} ms (process CPU ${cpuMs.toFixed(0)} ms)`);
        if (status >= 500) figures.status5xx.push(`${where} ${response.body.slice(0, 120)}`);
        // Reads are checked once per route (below), writes after each request: the fingerprint is the slow part.
        const after = options.method === 'GET' ? state : await fingerprint();
        if (status >= 400) {
          let body: { success?: unknown; message?: unknown } = {};
          try {
            body = response.json();
          } catch {
            // counted below
          }
          if (body.success !== false || typeof body.message !== 'string' || !body.message)
            figures.notEnvelope.push(`${where} ${response.body.slice(0, 120)}`);
          if (after !== state) figures.changedOnRefusal.push(`${where} (${changedParts(state, after)})`);
        } else {
          figures.passed2xx += 1;
          if (process.env.FUZZ_SHOW_2XX) console.log(`2xx: ${where}`);
          if (wrongType) figures.coerced2xx.push(`${where} (a value of the wrong type was accepted)`);
          else if (after !== state) {
            // A 2xx that changed something: what changed must not hold a coerced marker.
            // row_counts is left out: its counters grow with every request and reach 417 on their own.
            const dump = JSON.stringify(
              (
                await sql
                  .raw(
                    `select ${RECORD_TABLES.map((table) => `(select json_agg(t) from ${table} t) as ${table}`).join(', ')}`,
                  )
                  .execute(server.db)
              ).rows[0],
            );
            for (const marker of ['ZZCOERCED', 'ZZOBJECT', '424242.25', 'Infinity', '[object Object]'])
              if (dump.includes(marker)) figures.coerced2xx.push(`${where} stored ${marker}`);
            // Counted when this request added one (a stored one stays in every later dump).
            const edgeStores =
              COERCED_DATES.reduce((count, marker) => count + dump.split(marker).length - 1, 0) +
              (dump.match(COERCED_NUMBER) ?? []).length;
            if (edgeStores > edgeStoresSeen) {
              // Where each one stands in the dump (table, column and value around it), to tell a coerced value from
              // a number that is 417 for a reason of its own.
              const dates = new RegExp(COERCED_DATES.map((date) => date.replace(/[+]/g, '\\+')).join('|'), 'g');
              const found = [...dump.matchAll(dates), ...dump.matchAll(COERCED_NUMBER)].map((match) => match.index);
              const around = found.slice(0, 4).map((at) => dump.slice(Math.max(0, at - 80), at + 40));
              figures.coerced2xx.push(
                `${where} stored a rolled-over date or a JS-syntax number as 417 (${around.join(' … ')})`,
              );
            }
            edgeStoresSeen = edgeStores;
          }
        }
        state = after;
      };

      for (const route of routes) {
        if (route.method !== 'GET') {
          await fuzzRoute(route);
          continue;
        }
        await fuzzRoute(route);
        const after = await fingerprint();
        if (after !== state)
          figures.changedOnRefusal.push(`${route.method} ${route.url} (its GET requests changed stored data)`);
        state = after;
      }

      /** Issue 30: edge dates, JS-syntax numbers (in every field at once, and in each number field) and bad file names in a form. */
      async function fuzzFormEdges(name: string, method: 'GET', url: string) {
        const post = (
          label: string,
          fields: Record<string, string>,
          files: Parameters<typeof multipartBody>[1] = {},
          wrongType: string[] | null = null,
        ) =>
          send(
            `${name} form ${label}`,
            { method, url, ...multipartBody({ ...fields, slug: `fuzz-${(slugs += 1)}` }, files) },
            wrongType,
          );
        const accepted = figures.passed2xx;
        await post('plausible', FORM_BASE);
        const plausible = figures.passed2xx > accepted;
        // 'Infinity' and 'NaN' are words a text field may hold: they go to the number fields only.
        for (const text of JS_NUMBERS.slice(0, -2))
          await post(
            `every field ${JSON.stringify(text)}`,
            Object.fromEntries(Object.keys(FORM_BASE).map((field) => [field, text])),
          );
        const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
        for (const fileName of BAD_FILE_NAMES) {
          await post(
            `resume named ${JSON.stringify(fileName)}`,
            FORM_BASE,
            { resume: { data: pdf, filename: fileName, type: 'application/pdf' } },
            [],
          );
          await post(
            `image named ${JSON.stringify(fileName)}`,
            FORM_BASE,
            {
              [name.includes('blog') ? 'blogPhoto' : 'image']: {
                data: blogCover,
                filename: fileName.replace('.pdf', '.png'),
                type: 'image/png',
              },
            },
            [],
          );
        }
        // One field at a time only where the plausible form passed: elsewhere it is refused for another reason.
        if (!plausible) return;
        formsAccepted.push(name);
        for (const text of JS_NUMBERS)
          for (const field of ['readTime', 'row', 'order'])
            await post(`${field}=${JSON.stringify(text)}`, { ...FORM_BASE, [field]: text });
        for (const [field, values] of Object.entries(FORM_DATES))
          for (const value of values) await post(`${field}=${value}`, { ...FORM_BASE, [field]: value });
      }

      async function fuzzRoute(route: RegisteredRoute) {
        const method = route.method as 'GET';
        const name = `${route.method} ${route.url}`;
        const url = urlWithIds(route);

        // Path parameters that are not what the route names.
        for (const param of route.url.match(/:[A-Za-z_]+/g) ?? []) {
          for (const bad of BAD_PARAMS) {
            const hostile = urlWithIds({ ...route, url: route.url.replace(param, bad) });
            await send(
              `${name} [${param}=${bad.slice(0, 30)}]`,
              { method, url: hostile, ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }) },
              null,
            );
          }
        }

        if (route.method === 'GET') {
          for (const query of [...BAD_QUERIES, ...EDGE_QUERIES])
            await send(`${name} ?${query.slice(0, 40)}`, { method, url: `${url}?${query}` }, null);
          return;
        }
        if (route.method === 'DELETE') {
          await send(
            `${name} with a JSON body`,
            {
              method,
              url: route.url.replace(/:[A-Za-z_]+/g, SOME_UUID),
              payload: '{"__proto__":{"x":1}}',
              headers: { 'content-type': 'application/json' },
            },
            null,
          );
          await send(
            `${name} with a JSON body nested 5,000 deep`,
            {
              method,
              url: route.url.replace(/:[A-Za-z_]+/g, SOME_UUID),
              payload: deepBody(undefined, 5_000),
              headers: { 'content-type': 'application/json' },
            },
            null,
          );
          return;
        }

        // Wrong content types, bodies that are not JSON objects, prototype keys.
        const raw = (label: string, payload: string | Buffer, type?: string) =>
          send(`${name} ${label}`, { method, url, payload, headers: type ? { 'content-type': type } : {} }, null);
        await raw('text/plain', 'hello', 'text/plain');
        await raw('application/xml', '<a/>', 'application/xml');
        await raw('form-urlencoded', 'a=b', 'application/x-www-form-urlencoded');
        await raw('octet-stream', Buffer.from([0, 1, 2]), 'application/octet-stream');
        await raw('broken JSON', '{"a":', 'application/json');
        await raw('empty JSON', '', 'application/json');
        await raw(
          'invalid UTF-8 JSON',
          Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xff]), Buffer.from('"}')]),
          'application/json',
        );
        const schema = schemas.get(name);
        // A route that reads a JSON body must refuse one that is not an object; a route that reads none ignores it.
        for (const top of ['1', '"x"', '[]', 'null', 'true', '[{"a":1}]'])
          await send(
            `${name} JSON ${top}`,
            { method, url, payload: top, headers: { 'content-type': 'application/json' } },
            schema ? [] : null,
          );
        await raw('__proto__ key', '{"__proto__":{"isAdmin":true},"a":1}', 'application/json');
        await raw('constructor.prototype key', '{"constructor":{"prototype":{"isAdmin":true}}}', 'application/json');
        for (const form of brokenForms())
          await send(
            `${name} multipart: ${form.name}`,
            { method, url, payload: form.payload, headers: { 'content-type': form.type } },
            null,
          );
        for (const levels of [...DEEP_LEVELS, 3_241]) {
          await raw(`JSON nested ${levels} deep`, deepBody(schema, levels), 'application/json');
          const form = deepForm(levels);
          await send(
            `${name} multipart JSON fields nested ${levels} deep`,
            { method, url, payload: form.payload, headers: { 'content-type': form.type } },
            null,
          );
        }
        if (formRoutes.has(name)) await fuzzFormEdges(name, method, url);

        // One field at a time made hostile, on a plausible body.
        if (!schema || schema.type !== 'object') return;
        const base = sample(schema) as Record<string, unknown>;
        const fieldSchemas = (schema.properties ?? {}) as Record<string, TSchema>;
        const json = (label: string, body: Record<string, unknown>, wrongType: string[] | null) =>
          send(
            `${name} ${label}`,
            { method, url, payload: encode(body), headers: { 'content-type': 'application/json' } },
            wrongType,
          );
        for (const field of Object.keys(fieldSchemas)) {
          const fieldSchema = fieldSchemas[field];
          const takesText =
            fieldSchema.type === 'string' ||
            fieldSchema.anyOf?.some((option: TSchema) => option.type === 'string' || option.items?.type === 'string') ||
            fieldSchema.items?.type === 'string';
          for (const { value, coerced } of WRONG_TYPES) {
            // An array of text takes ['ZZCOERCED'] rightly; a nullable field would take null.
            if (Array.isArray(value) && (fieldSchema.type === 'array' || fieldSchema.anyOf)) continue;
            if (rightType(value, fieldSchema)) continue;
            await json(`${field}=${encode(value).slice(0, 20)}`, { ...base, [field]: value }, coerced);
          }
          if (takesText) {
            for (const text of BAD_TEXT) {
              const value = fieldSchema.type === 'array' ? ['ok', text] : text;
              await json(`${field} with ${JSON.stringify(text)}`, { ...base, [field]: value }, []);
            }
            // Long text is not of the wrong type: a field whose limit allows it may take it.
            await json(`${field} 100 kB`, { ...base, [field]: fieldSchema.type === 'array' ? [LONG] : LONG }, null);
            await json(
              `${field} nested markup`,
              { ...base, [field]: fieldSchema.type === 'array' ? [NESTED_HTML] : NESTED_HTML },
              null,
            );
          }
          const { [field]: _dropped, ...missing } = base;
          await json(`without ${field}`, missing, null);
        }
        await json('extra field', { ...base, zzExtra: 'ZZCOERCED-extra' }, null);
        await send(
          `${name} nested __proto__`,
          {
            method,
            url,
            payload: `${encode(base).slice(0, -1)}${Object.keys(base).length ? ',' : ''}"nested":{"__proto__":{"polluted":true}}}`,
            headers: { 'content-type': 'application/json' },
          },
          null,
        );
      }

      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        [
          `fuzz part ${part}/${parts} (${process.env.TEST_DB ?? 'pglite'}): routes covered ${figures.routes}, requests sent ${figures.requests}, 5xx answers ${figures.status5xx.length},`,
          `2xx that stored a coerced value ${figures.coerced2xx.length}, refusals that changed stored data ${figures.changedOnRefusal.length},`,
          `4xx without the envelope ${figures.notEnvelope.length}, 2xx answers ${figures.passed2xx}, ${seconds} s, event loop's longest stall ${longestStall.ms.toFixed(0)} ms (${longestStall.where}; idle ${idleStall.toFixed(0)} ms)`,
        ].join(' '),
      );
      console.log(
        `fuzz form edges: ${formRoutes.size} form routes, the plausible form accepted by ${formsAccepted.length} (${formsAccepted.join(', ')})`,
      );
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(allRoutes.length).toBeGreaterThanOrEqual(75);
      // The parts together cover every route once (each file checks its share is the one routesOfPart gives it).
      const shares = Array.from({ length: parts }, (_, index) =>
        routesOfPart(allRoutes, index + 1, parts, schemas, formRoutes),
      );
      expect(shares.flat().length).toBe(allRoutes.length);
      expect(new Set(shares.flat()).size).toBe(allRoutes.length);
      expect(figures.routes).toBeGreaterThan(0);
      expect(figures.status5xx).toEqual([]);
      expect(figures.notEnvelope).toEqual([]);
      expect(figures.changedOnRefusal).toEqual([]);
      expect(figures.coerced2xx).toEqual([]);
      // No request held the event loop more than 200 ms beyond the machine's own idle figure, with as much CPU used.
      expect(stalls).toEqual([]);
    }, 600_000);
  });
}
