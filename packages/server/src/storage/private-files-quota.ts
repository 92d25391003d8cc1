import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The private files' quota (PRIVATE_FILES_MAX_BYTES), enforced atomically across processes: the database keeps
 * one counter row, `private_files_usage.used_bytes` = the bytes of every stored candidate's files (kept by
 * triggers on job_candidates, migration 350) + the bytes reserved by applications still being written.
 *
 * An application reserves its bytes first (one statement: the counter only grows while it stays under the cap,
 * and PostgreSQL re-checks that condition after waiting for a concurrent writer), then writes its files, then
 * commits its record and drops its reservation in one transaction; a failed write drops the reservation. A
 * reservation left by a crash is dropped by the orphan sweep once it is older than a write can take.
 */

/** Reserves `bytes` under `cap`; answers the reservation's id, or null when the files would pass the cap. */
export async function reservePrivateBytes(db: Kysely<Database>, bytes: number, cap: number): Promise<string | null> {
  const { rows } = await sql<{ id: string }>`
    with counted as (
      update private_files_usage set used_bytes = used_bytes + ${bytes}::bigint
      where id = 1 and used_bytes + ${bytes}::bigint <= ${cap}::bigint returning id
    )
    insert into private_file_reservations (bytes) select ${bytes}::bigint from counted returning id`.execute(db);
  return rows[0]?.id ?? null;
}

/** Drops a reservation and gives its bytes back (nothing when it is already gone). Call it inside the record's transaction to commit. */
export async function releasePrivateBytes(db: Kysely<Database>, reservationId: string): Promise<void> {
  await sql`
    with gone as (delete from private_file_reservations where id = ${reservationId}::uuid returning bytes)
    update private_files_usage set used_bytes = used_bytes - (select sum(bytes) from gone)
    where id = 1 and exists (select 1 from gone)`.execute(db);
}

/** Drops reservations older than `minAgeMs` (left by a process that stopped mid-write); answers how many. */
export async function releaseStaleReservations(
  db: Kysely<Database>,
  minAgeMs: number,
  now = Date.now(),
): Promise<number> {
  const { rows } = await sql<{ released: number }>`
    with gone as (delete from private_file_reservations where created_at < ${new Date(now - minAgeMs)} returning bytes),
    given_back as (update private_files_usage set used_bytes = used_bytes - (select sum(bytes) from gone) where id = 1 and exists (select 1 from gone))
    select count(*)::int as released from gone`.execute(db);
  return Number(rows[0]?.released ?? 0);
}

/** The bytes counted now (stored files and reservations). */
export async function privateBytesUsed(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ used: string }>`select used_bytes as used from private_files_usage where id = 1`.execute(
    db,
  );
  return Number(rows[0]?.used ?? 0);
}
