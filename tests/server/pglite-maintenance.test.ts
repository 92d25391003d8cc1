import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPGliteMaintenance } from '../../packages/server/src/db/pglite-maintenance';
import { createTestServer, type TestServer } from './helpers';

// The embedded database has no autovacuum: the server's own pass refreshes the planner's statistics of a
// tracked table once its maintained count has moved away from them (run here on both engines).

let server: TestServer;
const statements: string[] = [];
beforeAll(async () => {
  server = await createTestServer({ onQuery: (query) => statements.push(query.sql) });
});
afterAll(async () => {
  await server?.close();
});

const plannerRows = async () => Number((await sql<{ rows: number }>`select reltuples as rows from pg_class where oid = to_regclass('leads')`.execute(server.db)).rows[0].rows);

describe('PGlite maintenance', () => {
  it('vacuums and analyzes a table whose count moved away from the planner estimate, then leaves it alone', async () => {
    // On PostgreSQL the autovacuum daemon could analyze the table first (the pass would then rightly skip it).
    await sql`alter table leads set (autovacuum_enabled = false)`.execute(server.db);
    await sql`
      insert into leads (first_name, last_name, company_name, email, phone_number, num_of_orders, countries_interested)
      select 'F', 'L', 'C', 'maintained' || n || '@example.com', '1', '1', 'M' from generate_series(1, 400) as n`.execute(server.db);
    await sql`analyze leads`.execute(server.db);
    await sql`
      insert into leads (first_name, last_name, company_name, email, phone_number, num_of_orders, countries_interested)
      select 'F', 'L', 'C', 'later' || n || '@example.com', '1', '1', 'M' from generate_series(1, 600) as n`.execute(server.db);
    expect(await plannerRows()).toBe(400);

    const pass = async () => {
      statements.length = 0;
      const maintenance = startPGliteMaintenance(server.db, { firstAfterMs: 0, everyMs: 60_000 });
      for (let attempt = 0; attempt < 100 && !statements.some((text) => /from row_counts/.test(text)); attempt += 1) await new Promise((done) => setTimeout(done, 50));
      await maintenance.stop();
      return statements.filter((text) => /^vacuum/.test(text));
    };
    expect(await pass()).toContain('vacuum (analyze) "leads"'); // (and the tables never analyzed yet)
    expect(await plannerRows()).toBe(1000);
    // Nothing moved since: leads is left alone. (On PostgreSQL another table's estimate may still be moved by the
    // autovacuum daemon between the passes, which this test does not control; once, job_candidates was.)
    expect(await pass()).not.toContain('vacuum (analyze) "leads"');
  });
});
