import { sql, type Kysely } from 'kysely';

/**
 * The schema the job engine (pg-boss, src/jobs) keeps its tables in, beside the app's: `pgboss` for an app
 * in `public` (PGlite, a plain PostgreSQL database), `<schema>_jobs` for an app given a schema of its own
 * (tests), so two apps sharing a database never share a queue.
 */
export function jobsSchemaFor(appSchema: string): string {
  return appSchema === 'public' ? 'pgboss' : `${appSchema}_jobs`;
}

/** The job schema of the app working in `db` (its connection's current schema). */
export async function jobsSchemaOf(db: Kysely<any>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return jobsSchemaFor(rows[0]?.schema ?? 'public');
}
