import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectedRecords } from '../../packages/server/src/modules/collected-data/collection-queries';
import { LEADS } from '../../packages/server/src/modules/collected-data/collections';
import { createTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('collected-data search', () => {
  it('has trigram indexes on the searched columns (pg_trgm), so a search reads the index, not every row', async () => {
    const found = await sql<{
      indexname: string;
    }>`select indexname from pg_indexes where indexname like '%_trgm_idx' and schemaname = current_schema()`.execute(
      server.db,
    );
    expect(found.rows.map((row) => row.indexname).sort()).toEqual([
      'contact_sales_company_email_trgm_idx',
      'contact_sales_company_name_trgm_idx',
      'contact_sales_full_name_trgm_idx',
      'job_candidates_email_trgm_idx',
      'job_candidates_f_name_trgm_idx',
      'job_candidates_job_trgm_idx',
      'job_candidates_l_name_trgm_idx',
      'leads_company_name_trgm_idx',
      'leads_email_trgm_idx',
      'leads_first_name_trgm_idx',
      'leads_last_name_trgm_idx',
      'newsletter_subscribers_email_trgm_idx',
    ]);
  });
});

describe('export batches', () => {
  it('yields every record once when a batch boundary falls inside rows created in the same instant', async () => {
    // One insert statement: every row gets the same created_at, with microseconds on PostgreSQL.
    const rows = Array.from({ length: 11 }, (_, n) => ({
      first_name: `First${n}`,
      last_name: 'Same',
      company_name: 'Instant Co',
      email: `same${n}@example.com`,
      phone_number: '+212600000000',
      num_of_orders: '10',
      countries_interested: 'Morocco',
    }));
    // The leads table is the collected-data module's; the test server's db is typed by the core tables only.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await (server.db as any).insertInto('leads').values(rows).execute();
    const seen: string[] = [];
    for await (const batch of selectedRecords(server.db, LEADS, { matching: 'same' }, 3)) {
      expect(batch.length).toBeLessThanOrEqual(3);
      for (const row of batch) {
        expect(row).not.toHaveProperty('cursor_at');
        seen.push(String(row.email));
      }
    }
    expect(seen.sort()).toEqual(rows.map((row) => row.email).sort());
  });
});
