import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoggedQuery } from '../../packages/server/src/database';
import { positionMarks } from '../../packages/server/src/db/position-marks';
import { readRowCount } from '../../packages/server/src/db/row-counts';
import { createTestServer, type TestServer } from './helpers';

// Lists that scale: what the collected-data lists count, and how they reach deep pages, read from the SQL
// the server runs (never from timings). The same file runs on PGlite and PostgreSQL.

let server: TestServer;
let cookie: string;
const ran: string[] = [];
let recording = false;

beforeAll(async () => {
  server = await createTestServer({ onQuery: (query: LoggedQuery) => recording && ran.push(query.sql) });
  cookie = await server.signIn('admin');
});
afterAll(async () => {
  await server?.close();
});

let batches = 0;
/** Adds `count` leads, each batch newer than the last; three by three they share a created_at with microseconds. */
async function addLeads(count: number, prefix: string) {
  batches += 1;
  await sql`
    insert into leads (first_name, last_name, company_name, email, phone_number, num_of_orders, countries_interested, created_at, updated_at)
    select 'First' || n, 'Last', 'Co', ${prefix} || n || '@example.com', '+212600000000', '10', 'Morocco', at, at
    from generate_series(1, ${count}::int) as n,
      lateral (select timestamptz '2030-01-01 00:00:00+00' + ${batches}::int * interval '1 day' + (n / 3) * interval '1001 microseconds' as at) as t`.execute(
    server.db,
  );
}

/** The statements the server ran for one list request, and its answer's inner `{ data, total, after, before }`. */
// The JSON answer, read as each assertion expects (a wrong shape fails the assertion).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = any;

async function list(query: string): Promise<{ body: Answer; status: number; statements: string[] }> {
  ran.length = 0;
  recording = true;
  const response = await server.app.inject({
    method: 'GET',
    url: `/api/getleadsContact?${query}`,
    headers: { cookie },
  });
  recording = false;
  return { body: response.json(), status: response.statusCode, statements: [...ran] };
}

const emails = (body: Answer) => body.data.data.map((row: { email: string }) => row.email);
const countsLeads = (statement: string) => /count\(\*\)/i.test(statement) && /"?leads"?/.test(statement);

/** The same page by plain SQL: what any strategy must answer. */
async function expectedPage(offset: number, size: number, where = sql`true`) {
  const rows = await sql<{
    email: string;
  }>`select email from leads where ${where} order by created_at desc, id limit ${size} offset ${offset}`.execute(
    server.db,
  );
  return rows.rows.map((row) => row.email);
}

describe('list counts', () => {
  it('answers an unfiltered list with its maintained count: no statement counts the rows', async () => {
    await addLeads(30, 'counted');
    const first = await list('page=1&pageSize=10');
    expect(first.status).toBe(200);
    expect(first.body.data.total).toBe(30);
    expect(first.body.data.data).toHaveLength(10);
    expect(first.statements.some(countsLeads)).toBe(false);
    expect(first.statements.some((statement) => /row_counts/.test(statement))).toBe(true);
    // The count rides along in the page's own query: one statement reads both, none reads the count apart.
    const readingLeads = first.statements.filter((statement) => /"leads"/.test(statement));
    expect(readingLeads).toHaveLength(1);
    expect(readingLeads[0]).toMatch(/row_counts/);
    expect(first.statements.filter((statement) => /row_counts/.test(statement))).toHaveLength(1);
    expect(first.body.data).not.toHaveProperty('totalEstimated');
  });

  it('runs every search of a list through the same SQL, each with its own pattern and answer', async () => {
    await addLeads(12, 'shaped');
    const first = await list('page=1&pageSize=5&q=shaped1');
    const second = await list('page=1&pageSize=5&q=shaped2');
    // shaped1, shaped10..12 / shaped2 only
    expect([first.body.data.total, emails(first.body)]).toEqual([
      4,
      await expectedPage(0, 5, sql`email ilike '%shaped1%'`),
    ]);
    expect([second.body.data.total, emails(second.body)]).toEqual([
      1,
      await expectedPage(0, 5, sql`email ilike '%shaped2%'`),
    ]);
    const leadsStatements = (statements: string[]) => statements.filter((statement) => /"leads"/.test(statement));
    expect(leadsStatements(second.statements)).toEqual(leadsStatements(first.statements));
    expect(leadsStatements(first.statements)).toHaveLength(2); // the page, and its count
  });

  it('does not count again for a later page of a known search; a new search counts its matches', async () => {
    const later = await list('page=2&pageSize=10&total=30');
    expect(later.body.data.total).toBe(30);
    expect(later.statements.some(countsLeads)).toBe(false);
    expect(later.statements.some((statement) => /row_counts/.test(statement))).toBe(false);

    const search = await list('page=1&pageSize=10&q=counted1');
    expect(search.body.data.total).toBe(11); // counted1, counted10..19
    expect(search.statements.some(countsLeads)).toBe(true);
    const searchLater = await list('page=2&pageSize=10&q=counted1&total=11');
    expect(emails(searchLater.body)).toHaveLength(1);
    expect(searchLater.statements.some(countsLeads)).toBe(false);
  });

  it('keeps the count exact under concurrent inserts, deletes and a rolled-back insert', async () => {
    const before = (await readRowCount(server.db, 'leads'))!.count;
    const insertOne = (n: number) =>
      server.db
        .insertInto('leads')
        .values({
          first_name: 'C',
          last_name: 'C',
          company_name: 'C',
          email: `concurrent${n}@example.com`,
          phone_number: '1',
          num_of_orders: '1',
          countries_interested: 'C',
        })
        .execute();
    await Promise.all(Array.from({ length: 40 }, (_, n) => insertOne(n)));
    await Promise.all([
      ...Array.from({ length: 15 }, (_, n) =>
        server.db.deleteFrom('leads').where('email', '=', `concurrent${n}@example.com`).execute(),
      ),
      ...Array.from({ length: 10 }, (_, n) => insertOne(100 + n)),
      server.db
        .insertInto('leads')
        .values(
          [0, 1, 2].map((n) => ({
            first_name: 'B',
            last_name: 'B',
            company_name: 'B',
            email: `batch${n}@example.com`,
            phone_number: '1',
            num_of_orders: '1',
            countries_interested: 'B',
          })),
        )
        .execute(),
    ]);
    await server.db
      .transaction()
      .execute(async (tx) => {
        await tx
          .insertInto('leads')
          .values({
            first_name: 'R',
            last_name: 'R',
            company_name: 'R',
            email: 'rolledback@example.com',
            phone_number: '1',
            num_of_orders: '1',
            countries_interested: 'R',
          })
          .execute();
        throw new Error('roll back');
      })
      .catch(() => {});
    const counted = Number((await sql<{ n: number }>`select count(*) as n from leads`.execute(server.db)).rows[0].n);
    expect(counted).toBe(before + 40 - 15 + 10 + 3);
    expect((await readRowCount(server.db, 'leads'))!.count).toBe(counted);
    const dashboard = (await server.app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie } })).json();
    expect(dashboard.data).toEqual(expect.arrayContaining([{ key: 'leads', title: 'Leads Contact', count: counted }]));
  });
});

describe('deep pages', () => {
  it('walks next and previous with the cursors of the answer (same rows as by offset)', async () => {
    const first = await list('page=1&pageSize=7');
    const second = await list(`page=2&pageSize=7&total=${first.body.data.total}&after=${first.body.data.after}`);
    expect(emails(second.body)).toEqual(await expectedPage(7, 7));
    expect(second.statements.some((statement) => / offset /i.test(statement))).toBe(false);
    const third = await list(`page=3&pageSize=7&after=${second.body.data.after}`);
    expect(emails(third.body)).toEqual(await expectedPage(14, 7));
    const back = await list(`page=2&pageSize=7&before=${third.body.data.before}`);
    expect(emails(back.body)).toEqual(await expectedPage(7, 7));
    expect(back.body.data.total).toBe(first.body.data.total);
  });

  it('jumps to a deep page from the nearest position mark, rebuilt in the background when rows change', async () => {
    await addLeads(2600, 'deep');
    const walksIndex = (statements: string[]) =>
      statements.some((statement) => /"id" in \(select "id" from "leads"/.test(statement));
    const fromMark = (statements: string[]) =>
      statements.some(
        (statement) => /"created_at" desc, "id" limit \$\d+ offset \$\d+$/.test(statement) && /id >= /.test(statement),
      );
    /** The marks for the table as it is now, once their background build is done. */
    const marksBuilt = async () => {
      const kept = (await readRowCount(server.db, 'leads'))!;
      await positionMarks(server.db, 'leads', kept.version, kept.count);
    };
    // The first jump does not wait for the marks: it walks the index, and the marks are built meanwhile.
    const jump = await list('page=151&pageSize=10');
    expect(emails(jump.body)).toEqual(await expectedPage(1500, 10));
    expect(walksIndex(jump.statements)).toBe(true);
    await marksBuilt();
    const again = await list('page=201&pageSize=10&total=99');
    expect(emails(again.body)).toEqual(await expectedPage(2000, 10));
    expect(fromMark(again.statements)).toBe(true);
    expect(again.statements.some((statement) => /row_number\(\)/.test(statement))).toBe(false); // kept
    expect(again.body.data.total).toBe(99); // the client's own total, not counted again

    await addLeads(5, 'newer'); // five rows ahead of everything: every position moves
    await server.db.deleteFrom('leads').where('email', '=', 'deep7@example.com').execute();
    const moved = await list('page=151&pageSize=10');
    expect(emails(moved.body)).toEqual(await expectedPage(1500, 10));
    expect(walksIndex(moved.statements)).toBe(true); // the old marks are not used
    await marksBuilt();
    const rebuilt = await list('page=151&pageSize=10');
    expect(emails(rebuilt.body)).toEqual(await expectedPage(1500, 10));
    expect(fromMark(rebuilt.statements)).toBe(true);
    const last = Math.ceil(moved.body.data.total / 10);
    expect(emails((await list(`page=${last}&pageSize=10`)).body)).toEqual(await expectedPage((last - 1) * 10, 10));
    expect(emails((await list(`page=${last + 5}&pageSize=10`)).body)).toEqual([]);
  });

  it('jumps deep into a search through the index alone', async () => {
    const deep = await list('page=120&pageSize=10&q=deep');
    expect(emails(deep.body)).toEqual(await expectedPage(1190, 10, sql`email ilike '%deep%'`));
    expect(deep.statements.some((statement) => /"id" in \(select "id" from "leads"/.test(statement))).toBe(true);
  });

  it('refuses a cursor it did not make, and a negative total, with a 400', async () => {
    for (const [query, message] of [
      ['page=2&after=bm90LWEtY3Vyc29y', 'after must be a cursor from an earlier answer'],
      [
        `page=2&before=${Buffer.from('2026-02-30 10:00:00+00|3f0b1c1e-8a5d-4a8e-9f62-1d1a2b3c4d5e').toString('base64url')}`,
        'before must be a cursor from an earlier answer',
      ],
      ['page=2&total=-1', 'total must be at least 0'],
    ]) {
      const response = await list(query);
      expect({ query, status: response.status, body: response.body }).toEqual({
        query,
        status: 400,
        body: { success: false, message },
      });
    }
  });
});
