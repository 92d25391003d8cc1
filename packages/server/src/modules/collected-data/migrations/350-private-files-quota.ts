import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The private files' counter and reservations (storage/private-files-quota.ts). Triggers on job_candidates keep
 * the counter in step with every insert, delete (candidate delete, erasure, retention) and truncate, in the same
 * transaction; it starts from the stored files' sizes.
 */
export const privateFilesQuotaMigration: Migration = {
  async up(db: Kysely<any>) {
    await sql`create table private_files_usage (id smallint primary key default 1 check (id = 1), used_bytes bigint not null default 0)`.execute(
      db,
    );
    await sql`create table private_file_reservations (id uuid primary key default gen_random_uuid(), bytes bigint not null check (bytes > 0), created_at timestamptz not null default now())`.execute(
      db,
    );
    await sql`
      create or replace function private_files_track() returns trigger language plpgsql set search_path from current as $$
      declare
        delta bigint := 0;
      begin
        if tg_op = 'TRUNCATE' then
          update private_files_usage set used_bytes = (select coalesce(sum(bytes), 0) from private_file_reservations) where id = 1;
          return null;
        elsif tg_op = 'INSERT' then
          delta := (select coalesce(sum(files_bytes), 0) from inserted_rows);
        elsif tg_op = 'DELETE' then
          delta := -(select coalesce(sum(files_bytes), 0) from deleted_rows);
        else
          delta := (select coalesce(sum(files_bytes), 0) from inserted_rows) - (select coalesce(sum(files_bytes), 0) from deleted_rows);
        end if;
        if delta <> 0 then
          update private_files_usage set used_bytes = used_bytes + delta where id = 1;
        end if;
        return null;
      end $$`.execute(db);
    const each = sql`for each statement execute function private_files_track()`;
    await sql`create trigger job_candidates_files_insert after insert on job_candidates referencing new table as inserted_rows ${each}`.execute(
      db,
    );
    await sql`create trigger job_candidates_files_delete after delete on job_candidates referencing old table as deleted_rows ${each}`.execute(
      db,
    );
    await sql`create trigger job_candidates_files_update after update on job_candidates referencing old table as deleted_rows new table as inserted_rows ${each}`.execute(
      db,
    );
    await sql`create trigger job_candidates_files_truncate after truncate on job_candidates ${each}`.execute(db);
    // Writers wait while the starting total is taken, so no application is counted twice or missed.
    await sql`lock table job_candidates in share mode`.execute(db);
    await sql`insert into private_files_usage (id, used_bytes) select 1, coalesce(sum(files_bytes), 0) from job_candidates`.execute(
      db,
    );
  },
  async down(db: Kysely<any>) {
    for (const suffix of ['insert', 'delete', 'update', 'truncate'])
      await sql`drop trigger if exists ${sql.raw(`job_candidates_files_${suffix}`)} on job_candidates`.execute(db);
    await sql`drop function if exists private_files_track()`.execute(db);
    await sql`drop table private_file_reservations`.execute(db);
    await sql`drop table private_files_usage`.execute(db);
  },
};
