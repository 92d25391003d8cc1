import { setImmediate as nextTurn } from 'node:timers/promises';
import { unzipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEADS } from '../../packages/server/src/modules/collected-data/collections';
import { xlsxStream } from '../../packages/server/src/modules/collected-data/exports';
import { createTestServer, type TestServer } from './helpers';

// Exports never freeze the server: on PGlite (WebAssembly in this process) a loop that never gives the event
// loop a turn would hold every other request until the whole file is written. Checked over real HTTP, through
// the order of the statements the server runs (never through timings).

const EXPORTED = 12_000;
let server: TestServer;
let cookie: string;
let url: string;
const statements: string[] = [];

beforeAll(async () => {
  // Sessions read from the database on every request: the profile probe's session look-up is what shows, among
  // the statements, that it was answered between two of the export's batches.
  server = await createTestServer({ onQuery: (query) => statements.push(query.sql), config: { sessionCache: false } });
  cookie = await server.signIn('admin');
  await sql`
    insert into leads (first_name, last_name, company_name, email, phone_number, num_of_orders, countries_interested)
    select 'First' || n, 'Last' || n, 'Company ' || n, 'export' || n || '@example.com', '+2126' || lpad(n::text, 8, '0'), '10', 'Morocco'
    from generate_series(1, ${EXPORTED}::int) as n`.execute(server.db);
  url = await server.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await server?.close();
});

/** Rows of the first sheet of an .xlsx (its header included). */
function sheetRows(file: Uint8Array): number {
  const sheet = Buffer.from(unzipSync(file)['xl/worksheets/sheet1.xml']).toString('utf8');
  return sheet.split('<row ').length - 1;
}

describe('exports and other requests', () => {
  it('answers other requests between the batches of an export of 12,000 leads', async () => {
    let exporting = true;
    let answered = 0;
    const probe = (async () => {
      while (exporting) {
        const response = await fetch(`${url}/api/admin/profile`, { headers: { cookie } });
        expect(response.status).toBe(200);
        await response.json();
        answered += 1;
      }
    })();
    statements.length = 0;
    const response = await fetch(`${url}/api/download/leads/Contact`, {
      method: 'POST',
      headers: { cookie, origin: url, 'content-type': 'application/json' },
      body: JSON.stringify({ all: true }),
    });
    expect(response.status).toBe(200);
    const file = new Uint8Array(await response.arrayBuffer());
    exporting = false;
    await probe;
    expect(sheetRows(file)).toBe(EXPORTED + 1);
    // What the database was asked, in order: the export's batches, and the profile's session look-ups.
    const kinds = statements.map((text) =>
      /cursor_at/.test(text) && /"leads"/.test(text) ? 'batch' : /"sessions"/.test(text) ? 'profile' : 'other',
    );
    const firstBatch = kinds.indexOf('batch');
    const lastBatch = kinds.lastIndexOf('batch');
    expect(kinds.filter((kind) => kind === 'batch')).toHaveLength(EXPORTED / 1000 + 1);
    const profilesBetweenBatches = kinds.slice(firstBatch, lastBatch).filter((kind) => kind === 'profile').length;
    expect(answered).toBeGreaterThan(0);
    expect(profilesBetweenBatches).toBeGreaterThanOrEqual(EXPORTED / 1000 / 2);
  });
});

describe('export backpressure', () => {
  /** 20 batches of 500 rows, counting how many the export has asked for. */
  function countedBatches() {
    const state = { pulled: 0 };
    async function* batches() {
      for (let batch = 0; batch < 20; batch += 1) {
        state.pulled += 1;
        yield Array.from({ length: 500 }, (_, index) => ({
          id: `${batch}-${index}`,
          created_at: new Date(),
          first_name: Math.random().toString(36),
          last_name: Math.random().toString(36),
          company_name: Math.random().toString(36),
          email: `${Math.random().toString(36)}@example.com`,
          phone_number: String(Math.random()),
          num_of_orders: String(index),
          countries_interested: Math.random().toString(36),
        }));
      }
    }
    return { state, batches: batches() };
  }

  it('stops asking for rows while nobody reads the file, and finishes once read', async () => {
    const { state, batches } = countedBatches();
    const stream = xlsxStream(LEADS, batches);
    for (let turn = 0; turn < 200; turn += 1) await nextTurn();
    expect(state.pulled).toBeGreaterThan(0);
    expect(state.pulled).toBeLessThanOrEqual(5);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(state.pulled).toBe(20);
    expect(sheetRows(Buffer.concat(chunks))).toBe(20 * 500 + 1);
  });

  it('stops asking for rows when the client goes away', async () => {
    const { state, batches } = countedBatches();
    const stream = xlsxStream(LEADS, batches);
    stream.once('data', () => stream.destroy());
    stream.resume();
    for (let turn = 0; turn < 200; turn += 1) await nextTurn();
    expect(state.pulled).toBeLessThanOrEqual(3);
  });
});
