import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoggedQuery } from '../../packages/server/src/db/open-database';
import { CONTENT_SIGNAL_TABLES } from '../../packages/server/src/modules/content-api/migrations/996-content-signals';
import { demoSeeds, seedContext } from '../../packages/server/src/seed/seed-context';
import { createTestServer, type TestServer } from './helpers';
import { testPluginFolder } from './test-plugin';

/**
 * A content API revalidation that still matches is a 304 from the ETags the process kept (content-api/
 * answer-validators.ts): no content query runs for it. Any change to a table a content answer is read from (in this
 * process or another: a notification at commit), and a scheduled time coming due, sends the next one the full way.
 */
let server: TestServer;
let cookie: string;
const queries: LoggedQuery[] = [];
const plugin = testPluginFolder();

beforeAll(async () => {
  server = await createTestServer({
    config: { ...plugin.config, contentLocales: ['en', 'fr', 'ar'] },
    onQuery: (query) => queries.push(query),
  });
  const context = seedContext(server.db, server.storage);
  for (const seed of demoSeeds) await seed.seed(context);
  cookie = await server.signIn('admin');
  await server.app.inject({
    method: 'POST',
    url: '/api/ext/notes/items',
    payload: { title: 'A public note' },
    headers: { cookie },
  });
});
afterAll(async () => {
  await server?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });
const admin = (method: 'POST' | 'PUT', url: string, payload?: unknown) =>
  server.app.inject({ method, url, payload: payload as object, headers: { cookie } });

/** The tables named after FROM or JOIN in the statements run during `work`. */
async function tablesReadDuring(work: () => Promise<unknown>): Promise<string[]> {
  const start = queries.length;
  await work();
  const tables = queries
    .slice(start)
    .flatMap((query) => [...query.sql.matchAll(/\b(?:from|join)\s+"?([a-z_]+)"?/gi)].map((match) => match[1]));
  return [...new Set(tables)];
}

/**
 * Answers `url` in full once, then revalidates it twice: the second 304 and the tables it read (the first one
 * after a change also reads when the next scheduled publication is due, once for all answers).
 */
async function revalidate(url: string, headers: Record<string, string> = {}) {
  const first = await get(url, headers);
  expect(first.statusCode, url).toBe(200);
  const etag = first.headers.etag as string;
  await get(url, { ...headers, 'if-none-match': etag });
  let again!: Awaited<ReturnType<typeof get>>;
  const read = await tablesReadDuring(async () => {
    again = await get(url, { ...headers, 'if-none-match': etag });
  });
  return { first, again, etag, read };
}

describe('content API revalidation', () => {
  it('answers a matching revalidation 304 without reading any content, with the headers of the 200', async () => {
    const { first, again, etag, read } = await revalidate('/api/content/faqs');
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    for (const name of ['cache-control', 'content-language', 'last-modified'])
      expect(again.headers[name], name).toBe(first.headers[name]);
    expect(String(again.headers.vary)).toContain('Accept-Encoding');
    expect(read.filter((table) => (CONTENT_SIGNAL_TABLES as readonly string[]).includes(table))).toEqual([]);
    // Another encoding or language is another answer: its own tag, never confirmed by this one.
    const french = await get('/api/content/faqs', { 'if-none-match': etag, 'accept-language': 'fr' });
    expect(french.statusCode).toBe(200);
    expect((await get('/api/content/faqs', { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('sends the next revalidation the full way after any content change: a record, a translation, a media file', async () => {
    for (const change of [
      () => admin('POST', '/api/faq/add', { question: 'Do you ship on Sundays?', answer: 'No.', row: 1 }),
      async () => {
        const faq = await server.db.selectFrom('faqs').select(['id', 'updated_at']).limit(1).executeTakeFirstOrThrow();
        return admin('PUT', `/api/translations/faqs/${faq.id}/fr`, { fields: { question: 'Livrez-vous ?' } });
      },
      () => server.db.updateTable('media').set({ alt: 'Changed meanwhile' }).execute(),
    ]) {
      const { again: before, etag } = await revalidate('/api/content/faqs');
      expect(before.statusCode).toBe(304);
      const result = await change();
      if (result && 'statusCode' in result) expect(result.statusCode, result.body).toBeLessThan(300);
      const read = await tablesReadDuring(() => get('/api/content/faqs', { 'if-none-match': etag }));
      expect(read).toContain('faqs');
    }
    const changed = await get('/api/content/faqs');
    expect(changed.json().data.some((faq: { question: string }) => faq.question === 'Do you ship on Sundays?')).toBe(
      true,
    );
  });

  it('answers in full once a scheduled time has come, though nothing was written', async () => {
    // Far enough ahead for the saves and the revalidations below on a busy machine.
    const publishAt = new Date(Date.now() + 3000).toISOString();
    const added = await admin('POST', '/api/faq/add', {
      question: 'Scheduled question?',
      answer: 'Soon.',
      row: 1,
      status: 'draft',
      publishAt,
    });
    expect(added.statusCode, added.body).toBe(201);
    const { again, etag } = await revalidate('/api/content/faqs');
    expect(again.statusCode).toBe(304);
    expect(again.headers.etag).toBe(etag);
    await new Promise((wait) => setTimeout(wait, Date.parse(publishAt) - Date.now() + 50));
    const due = await get('/api/content/faqs', { 'if-none-match': etag });
    expect(due.statusCode).toBe(200);
    expect(due.json().data.some((faq: { question: string }) => faq.question === 'Scheduled question?')).toBe(true);
  });

  it('never answers a preview from what it kept', async () => {
    const { etag } = await revalidate('/api/content/faqs');
    const preview = await get('/api/content/faqs', { 'if-none-match': etag, 'x-preview-token': 'not-a-token' });
    expect(preview.statusCode).not.toBe(304);
  });

  it('keeps the tables every content answer reads under the change notification', async () => {
    const walk = [
      '/api/content/sections/home',
      '/api/content/sections/banners-component',
      '/api/content/articles/blog',
      '/api/content/pricing',
      '/api/content/faqs',
      '/api/content/jobs',
      '/api/content/countries',
      '/api/content/podcasts',
      '/api/content/legal',
      '/api/content/seo/about-us',
      '/api/content/companies',
      '/api/content/reviews',
      '/api/content/about-cards',
      '/api/content/home-hero',
      '/api/content/dashboard-hero',
      '/api/content/ext/notes/items',
    ];
    const read = await tablesReadDuring(async () => {
      for (const url of walk) expect((await get(url, { 'accept-language': 'fr' })).statusCode, url).toBe(200);
    });
    // Not content: the sessions' tables, and what background work (a change's webhooks, revisions kept, counts)
    // may read meanwhile.
    const notContent = new Set([
      'sessions',
      'admins',
      'webhook_endpoints',
      'webhook_deliveries',
      'revisions',
      'activity',
      'row_counts',
      'pgboss',
    ]);
    const uncovered = read.filter(
      (table) => !notContent.has(table) && !(CONTENT_SIGNAL_TABLES as readonly string[]).includes(table),
    );
    expect(uncovered).toEqual([]);
    const { rows } = await sql<{ table: string }>`
      select c.relname as table from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where t.tgname = 'content_signal' and c.relnamespace = current_schema()::regnamespace`.execute(server.db);
    expect(rows.map((row) => row.table).sort()).toEqual([...CONTENT_SIGNAL_TABLES].sort());
  });
});
