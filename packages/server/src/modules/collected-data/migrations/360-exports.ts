import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Exports run as background jobs (export-job.ts): one row per export with its progress, the stored file once it
 * is written and when that file expires. `attempt` is the job attempt that owns the row: an attempt handed back
 * by a stopping process can no longer write to it once another has started.
 */
export const exportsMigration: Migration = {
  async up(db: Kysely<any>) {
    await sql`
      create table exports (
        id uuid primary key,
        collection text not null,
        format text not null default 'xlsx',
        selection jsonb not null,
        state text not null default 'queued' check (state in ('queued', 'running', 'done', 'failed')),
        attempt integer not null default 0,
        runner text not null default '',
        rows_written integer not null default 0,
        rows_total integer,
        file_name text not null,
        file_key text not null default '',
        error text not null default '',
        created_by uuid,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        finished_at timestamptz,
        expires_at timestamptz not null
      )`.execute(db);
    await sql`create index exports_expires_idx on exports (expires_at)`.execute(db);
  },
  async down(db: Kysely<any>) {
    await sql`drop table exports`.execute(db);
  },
};
