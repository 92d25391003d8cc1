import { sql, type Kysely, type Migration } from 'kysely';

/** The columns the collected-data lists search with `ilike '%q%'` (collections.ts `searchColumns`). */
const SEARCHED: Array<[table: string, column: string]> = [
  ['newsletter_subscribers', 'email'],
  ['leads', 'email'],
  ['contact_sales', 'full_name'],
  ['contact_sales', 'company_name'],
  ['contact_sales', 'company_email'],
  ['job_candidates', 'email'],
];

/**
 * Trigram indexes, so a search inside 100,000 leads reads the index instead of every row. They need the
 * pg_trgm extension (bundled with PGlite; trusted on PostgreSQL 13+, so the database owner may create it).
 * Where it cannot be created, search still works, only without the index.
 */
export const collectedSearchMigration: Migration = {
  async up(db: Kysely<any>) {
    await sql`savepoint pg_trgm_attempt`.execute(db);
    try {
      await sql`create extension if not exists pg_trgm with schema public`.execute(db);
      await sql`release savepoint pg_trgm_attempt`.execute(db);
    } catch {
      // Not allowed, or another instance created it at the same moment: look below whether it exists.
      await sql`rollback to savepoint pg_trgm_attempt`.execute(db);
    }
    const installed = await sql<{ schema: string }>`
      select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(
      db,
    );
    const schema = installed.rows[0]?.schema;
    if (!schema) return;
    for (const [table, column] of SEARCHED) {
      await sql`create index ${sql.raw(`${table}_${column}_trgm_idx`)} on ${sql.table(table)}
        using gin (${sql.ref(column)} ${sql.raw(`${schema === 'public' ? 'public' : `"${schema}"`}.gin_trgm_ops`)})`.execute(
        db,
      );
    }
  },
  async down(db: Kysely<any>) {
    for (const [table, column] of SEARCHED)
      await sql`drop index if exists ${sql.raw(`${table}_${column}_trgm_idx`)}`.execute(db);
  },
};
