import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Storage } from '../../storage/storage';
import './tables';

/** The job that lets deleted records go once their undo time is over (sent with each kept delete). */
export const PURGE_QUEUE = 'deleted-records-purge';

/** Lets go of the deleted records kept longer than `undoSeconds`: their kept row and stored files. Answers how many. */
export async function purgeDeletedRecords(
  db: Kysely<Database>,
  storage: Pick<Storage, 'remove'>,
  undoSeconds: number,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - undoSeconds * 1000);
  const expired = await db
    .selectFrom('deleted_records')
    .select(['id', 'files'])
    .where('deleted_at', '<=', cutoff)
    .orderBy('deleted_at')
    .limit(1000)
    .execute();
  for (const kept of expired) {
    const gone = await db.deleteFrom('deleted_records').where('id', '=', kept.id).returning('id').executeTakeFirst();
    // Restored meanwhile: its files are its record's again.
    if (!gone) continue;
    const files = Array.isArray(kept.files) ? (kept.files as string[]) : [];
    for (const file of files) await storage.remove(file);
  }
  return expired.length;
}

/** The files kept deleted records still hold (the orphan sweep leaves them). */
export async function keptFiles(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('deleted_records').select('files').execute();
  return rows.flatMap((row) => (Array.isArray(row.files) ? (row.files as string[]) : []));
}
