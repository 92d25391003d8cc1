import { sql, type Kysely, type Migration } from 'kysely';

/** The columns the lists now also search (collections.ts `searchColumns`): names and companies, not only e-mails. */
const SEARCHED: Array<[table: string, column: string]> = [
  ['leads', 'first_name'],
  ['leads', 'last_name'],
  ['leads', 'company_name'],
  ['job_candidates', 'f_name'],
  ['job_candidates', 'l_name'],
  ['job_candidates', 'job'],
];

/** The columns the lists now also sort by (collections.ts `sortable`): a page sorted by one reads `lower(column)`. */
const SORTED: Array<[table: string, column: string]> = [
  ['leads', 'first_name'],
  ['leads', 'last_name'],
  ['leads', 'company_name'],
  ['contact_sales', 'full_name'],
  ['contact_sales', 'company_name'],
  ['job_candidates', 'f_name'],
  ['job_candidates', 'l_name'],
  ['job_candidates', 'job'],
];

/**
 * Trigram indexes for the new search columns (when migration 310 could install pg_trgm; else search works
 * unindexed) and `lower(column)` indexes for the new sort columns, so a sorted page stays an index walk.
 */
export const collectedSearchColumnsMigration: Migration = {
  async up(db: Kysely<any>) {
    for (const [table, column] of SORTED) {
      await sql`create index if not exists ${sql.raw(`${table}_${column}_lower_idx`)} on ${sql.table(table)} (lower(${sql.ref(column)}))`.execute(
        db,
      );
    }
    const installed = await sql<{ schema: string }>`
      select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(
      db,
    );
    const schema = installed.rows[0]?.schema;
    if (!schema) return;
    const ops = sql.raw(`${schema === 'public' ? 'public' : `"${schema}"`}.gin_trgm_ops`);
    for (const [table, column] of SEARCHED) {
      await sql`create index if not exists ${sql.raw(`${table}_${column}_trgm_idx`)} on ${sql.table(table)} using gin (${sql.ref(column)} ${ops})`.execute(
        db,
      );
    }
  },
  async down(db: Kysely<any>) {
    for (const [table, column] of SEARCHED)
      await sql`drop index if exists ${sql.raw(`${table}_${column}_trgm_idx`)}`.execute(db);
    for (const [table, column] of SORTED)
      await sql`drop index if exists ${sql.raw(`${table}_${column}_lower_idx`)}`.execute(db);
  },
};
