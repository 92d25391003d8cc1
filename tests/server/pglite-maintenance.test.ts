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

const plannerRows = async () =>
  Number(
    (
      await sql<{ rows: number }>`select reltuples as rows from pg_class where oid = to_regclass('leads')`.execute(
        server.db,
      )
    ).rows[0].rows,
  );

describe('PGlite maintenance', () => {
  it('vacuums and analyzes a table whose count moved away from the planner estimate, then leaves it alone', async () => {
    // On PostgreSQL the autovacuum daemon could analyze the table first (the pass would then rightly skip it).
    await sql`alter table leads set (autovacuum_enabled = false)`.execute(server.db);
    await sql`
      insert into leads (first_name, last_name, company_name, email, phone_number, num_of_orders, countries_interested)
      select 'F', 'L', 'C', 'maintained' || n || '@example.com', '1', '1', 'M' from generate_series(1, 400) as n`.execute(
      server.db,
    );
    await sql`analyze leads`.execute(server.db);
    await sql`
      insert into leads (first_name, last_name, company_name, email, phone_number, num_of_orders, countries_interested)
      select 'F', 'L', 'C', 'later' || n || '@example.com', '1', '1', 'M' from generate_series(1, 600) as n`.execute(
      server.db,
    );
    expect(await plannerRows()).toBe(400);

    // One pass, stopped once `done` holds for the statements it ran (stop() ends a pass after its current table,
    // so the test waits for what it looks for rather than for the first query).
    const pass = async (done: (ran: string[]) => boolean) => {
      statements.length = 0;
      const maintenance = startPGliteMaintenance(server.db, { firstAfterMs: 0, everyMs: 60_000 });
      for (let attempt = 0; attempt < 200 && !done(statements); attempt += 1)
        await new Promise((resolve) => setTimeout(resolve, 50));
      await maintenance.stop();
      return statements.filter((text) => /^vacuum/.test(text));
    };
    const vacuumsLeads = (ran: string[]) => ran.includes('vacuum (analyze) "leads"');
    // The tables never analyzed yet are vacuumed in the same pass, in any order.
    expect(await pass(vacuumsLeads)).toContain('vacuum (analyze) "leads"');
    expect(await plannerRows()).toBe(1000);
    // Nothing moved since: a whole second pass (its query answered, then a second for its vacuums) leaves leads alone.
    let answeredAt = 0;
    const settled = (ran: string[]) => {
      if (!ran.some((text) => /from row_counts/.test(text))) return false;
      answeredAt ||= Date.now();
      return Date.now() - answeredAt > 1000;
    };
    expect(await pass(settled)).not.toContain('vacuum (analyze) "leads"');
  });
});
