// The public content API's bench (run by `npm run bench` after the main table, or alone with `npm run
// bench:content`): requests/s and p50 of a sections page, an article by slug and an article list under 10
// connections, fresh (200) and revalidated (If-None-Match → 304), against a bare Fastify replaying the same SQL
// (bench/bare-content-server.mjs) in the same run, side by side and in alternation; then each URL's 304 ÷ 200. PGlite by default,
// PostgreSQL with DATABASE_URL. BENCH_CONTENT_ROUNDS (3), BENCH_SECONDS (3) and BENCH_ARTICLES (300) tune it.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { buildApp } from '../packages/server/src/app';
import { defaultConfig } from '../packages/server/src/config';
import { openDatabase, type LoggedQuery } from '../packages/server/src/database';
import { demoSeeds, seedContext } from '../packages/server/src/seed/seed-context';
import { LocalDiskStorage } from '../packages/server/src/storage/local-disk-storage';
import { backfillLibrary } from '../packages/server/src/modules/media/backfill';
import { makeVariants } from '../packages/server/src/modules/media/variants';
import { handOver } from './bench-data';
import { startServer, type ServerProcess } from './processes';
import { printTable, type Row } from './report';

const ROOT = resolve(import.meta.dirname, '..');
const ROUNDS = Number(process.env.BENCH_CONTENT_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 300);
const CONNECTIONS = 10;
const COMPILED = join(ROOT, 'packages/server/dist/main.js');

const SCENARIOS = {
  sections: { label: 'Sections of a page (home)', path: '/api/content/sections/home' },
  article: { label: 'Article by slug', path: '/api/content/articles/blog/bench-article-150' },
  list: { label: 'Article list, page 2 of 12', path: '/api/content/articles/blog?page=2&pageSize=12' },
} as const;
type Scenario = keyof typeof SCENARIOS;

interface Load {
  rps: number;
  p50: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const plain = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/** The demo content plus `ARTICLES` published blogs, and the SQL the project runs for each scenario. */
async function prepare() {
  const url = process.env.DATABASE_URL || null;
  const schema = `bench_content_${process.pid}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-bench-content-'));
  const captured: LoggedQuery[] = [];
  let capturing = false;
  const database = await openDatabase({
    ...(url ? { url, schema } : { dataDir: join(dataDir, 'db') }),
    onQuery: (query) => capturing && captured.push({ sql: query.sql, parameters: query.parameters.map(plain) }),
  });
  const storage = new LocalDiskStorage(dataDir);
  const context = seedContext(database.db, storage);
  for (const seed of demoSeeds) await seed.seed(context);
  // The media library as the server's background jobs leave it (rows for the seeded images, their variants):
  // done here, so those jobs change no answer while it is measured (a changed answer rightly gets a 200).
  await backfillLibrary(database.db, storage);
  const images = await database.db.selectFrom('media').select('id').execute();
  for (const { id } of images) await makeVariants(database.db, storage, id);
  await sql`
    insert into articles (kind, subtitle, title, creator, date, read_time, description, category, content, slug, meta_description)
    select 'blog', 'Subtitle ' || n, 'Bench article ' || n, 'Bench Author', date '2026-01-01' + n, 5, 'About bench article ' || n,
      'Shipping', '<h2>Bench article ' || n || '</h2><p>' || repeat('Cash on delivery across Africa. ', 40) || '</p>', 'bench-article-' || n, 'Meta ' || n
    from generate_series(1, ${ARTICLES}::int) as n`.execute(database.db);
  await sql`analyze`.execute(database.db);

  const app = await buildApp({
    db: database.db,
    storage,
    config: defaultConfig({ logLevel: 'silent', contentRequestsPerMinute: 0 }),
  });
  const statements = {} as Record<Scenario, LoggedQuery[]>;
  for (const [name, { path }] of Object.entries(SCENARIOS) as Array<[Scenario, { path: string }]>) {
    await app.inject({ method: 'GET', url: path });
    captured.length = 0;
    capturing = true;
    const response = await app.inject({ method: 'GET', url: path });
    capturing = false;
    if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}: ${response.body}`);
    statements[name] = [...captured];
  }
  await app.close();
  await database.close();
  return { ...handOver(database.kind, url, schema, dataDir), statements };
}

/** 10 connections for SECONDS; every answer must be `status` (200 fresh, 304 revalidated). */
async function load(url: string, status: 200 | 304, etag: string | null): Promise<Load> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: etag ? { 'if-none-match': etag } : {},
  });
  const wrong = status === 200 ? result.non2xx : result['2xx'] + result['4xx'] + result['5xx'];
  if (result.errors > 0 || wrong > 0 || (status === 304 ? result['3xx'] : result['2xx']) === 0) {
    throw new Error(
      `${url}: expected ${status} answers; 2xx ${result['2xx']}, 3xx ${result['3xx']}, 4xx ${result['4xx']}, 5xx ${result['5xx']}, errors ${result.errors}`,
    );
  }
  return { rps: result.requests.average, p50: result.latency.p50 };
}

/** The tag of the answer autocannon gets: no Accept-Encoding (fetch's own would ask for brotli, another answer). */
async function etagOf(url: string): Promise<string> {
  const answer = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  await answer.arrayBuffer();
  const etag = answer.headers.get('etag');
  if (answer.status !== 200 || !etag) throw new Error(`${url} answered ${answer.status} without an ETag`);
  return etag;
}

/**
 * The tag once the answer has settled: the server's background jobs (e.g. the media library's variants, which
 * images in the answers list) may still change it just after start, and a changed answer rightly gets a 200.
 */
async function settledEtagOf(url: string): Promise<string> {
  let previous = await etagOf(url);
  for (let tries = 0; tries < 120; tries += 1) {
    await new Promise((wait) => setTimeout(wait, 1000));
    const etag = await etagOf(url);
    if (etag === previous) return etag;
    previous = etag;
  }
  throw new Error(`${url}: the answer kept changing for two minutes`);
}

async function main() {
  if (!existsSync(COMPILED)) throw new Error('Build first: npm run build (the bench measures the compiled server)');
  console.log(`\nContent API bench: preparing the demo content and ${ARTICLES} blogs...`);
  const data = await prepare();
  const work = mkdtempSync(join(tmpdir(), 'backoffice-bench-content-run-'));
  const statementsFile = join(work, 'statements.json');
  writeFileSync(statementsFile, JSON.stringify(data.statements));
  let project: ServerProcess | null = null;
  let bare: ServerProcess | null = null;
  // Per round, per scenario and mode: the project's and the bare server's figures.
  const rounds: Array<Record<string, { project: Load; bare: Load }>> = [];
  try {
    // The rate limit stays on (as in production), set high enough that the load never reaches it.
    project = await startServer(
      [process.execPath, COMPILED],
      { ...data.env, LOG_LEVEL: 'warn', CONTENT_REQUESTS_PER_MINUTE: '1000000000' },
      SCENARIOS.sections.path,
    );
    bare = await startServer(
      [process.execPath, join(ROOT, 'bench/bare-content-server.mjs')],
      { ...data.bareEnv, BENCH_STATEMENTS: statementsFile },
      '/sections',
    );
    const targets = Object.fromEntries(
      await Promise.all(
        (Object.keys(SCENARIOS) as Scenario[]).map(async (name) => {
          const projectUrl = `${project!.url}${SCENARIOS[name].path}`;
          const bareUrl = `${bare!.url}/${name}`;
          return [
            name,
            { projectUrl, bareUrl, projectEtag: await settledEtagOf(projectUrl), bareEtag: await etagOf(bareUrl) },
          ] as const;
        }),
      ),
    ) as Record<Scenario, { projectUrl: string; bareUrl: string; projectEtag: string; bareEtag: string }>;
    for (const target of Object.values(targets)) {
      await load(target.projectUrl, 200, null);
      await load(target.bareUrl, 200, null);
    }
    console.log(`Load: ${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} rounds, fresh and revalidated...`);
    for (let round = 0; round < ROUNDS; round += 1) {
      const figures: Record<string, { project: Load; bare: Load }> = {};
      for (const [name, target] of Object.entries(targets)) {
        figures[`${name}:fresh`] = {
          project: await load(target.projectUrl, 200, null),
          bare: await load(target.bareUrl, 200, null),
        };
        figures[`${name}:304`] = {
          project: await load(target.projectUrl, 304, target.projectEtag),
          bare: await load(target.bareUrl, 304, target.bareEtag),
        };
      }
      rounds.push(figures);
    }
  } finally {
    await project?.stop();
    await bare?.stop();
    await data.cleanup();
    rmSync(work, { recursive: true, force: true });
  }

  const rows: Row[] = [];
  for (const [name, { label }] of Object.entries(SCENARIOS)) {
    for (const [mode, modeLabel] of [
      ['fresh', 'fresh 200'],
      ['304', 'revalidated 304'],
    ] as const) {
      const key = `${name}:${mode}`;
      const pick = (field: keyof Load, side: 'project' | 'bare') => rounds.map((round) => round[key][side][field]);
      for (const [field, unit] of [
        ['rps', '/s'],
        ['p50', 'ms'],
      ] as const) {
        const project = pick(field, 'project');
        const bareFigures = pick(field, 'bare');
        rows.push({
          measure: `${label}, ${modeLabel}: ${field === 'rps' ? 'requests/s' : 'p50'}`,
          project: median(project),
          bare: median(bareFigures),
          ratio: median(
            project.map((value, index) => value / Math.max(bareFigures[index], field === 'p50' ? 1 : Number.MIN_VALUE)),
          ),
          baseline: 'same SQL',
          unit,
        });
      }
    }
  }
  // What a revalidation saves on the same URL: the 304's requests/s over the 200's, the project's beside the bare
  // server's (which runs the same SQL and hashes the body for its 304, as the project did before its versions).
  for (const [name, { label }] of Object.entries(SCENARIOS)) {
    const speedUp = (side: 'project' | 'bare') =>
      rounds.map(
        (round) => round[`${name}:304`][side].rps / Math.max(round[`${name}:fresh`][side].rps, Number.MIN_VALUE),
      );
    const project = speedUp('project');
    const bareFigures = speedUp('bare');
    rows.push({
      measure: `${label}: 304 ÷ 200 requests/s, same URL`,
      project: median(project),
      bare: median(bareFigures),
      ratio: median(project.map((value, index) => value / bareFigures[index])),
      baseline: "bare's 304 ÷ 200",
      unit: '×',
    });
  }
  printTable(
    data.kind,
    0,
    rows,
    `the public content API (demo content + ${ARTICLES} blogs; ${ROUNDS} alternating rounds)`,
  );
  console.log(
    'p50 ratios divide by at least 1 ms (autocannon reports whole milliseconds). The project includes its guard, rate limit, CORS, ETag and media rewriting.',
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
