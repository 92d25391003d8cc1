import { sql, type Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import { deleteOlderInBatches } from '../../db/daily-job';
import type { RecordWriter } from '../../db/record-writes';
import type { Database } from '../../db/schema';
import type { Storage } from '../../storage/storage';
import { PERSONAL_COLLECTIONS } from './collections';
import './tables';

const RECENT_DAYS = 30;

/**
 * Applies each collection's RETENTION_<COLLECTION>_DAYS: records created before the cutoff are deleted a
 * batch at a time (each batch its own transaction with its activity entry and the run's count), and their
 * private files removed after. Collections without a rule are left alone. Answers what went per collection.
 */
export async function applyRetention(
  { records, storage, config }: { records: RecordWriter; storage: Storage; config: Pick<AppConfig, 'retentionDays'> },
  now = new Date(),
): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const collection of PERSONAL_COLLECTIONS) {
    const days = config.retentionDays[collection.key];
    if (!days) continue;
    result[collection.key] = await deleteOlderInBatches(
      async (cutoff, limit) => {
        const rows = await records.event(
          (gone: Array<Record<string, unknown>>) => ({
            action: 'retention',
            table: collection.table,
            label: `${collection.title}: ${gone.length} older than ${days} days deleted`,
            details: { records: gone.length, days },
          }),
          async (tx) => {
            const gone = (
              await sql<Record<string, unknown>>`
              delete from ${sql.table(collection.table)} where id in (
                select id from ${sql.table(collection.table)} where created_at < ${cutoff} order by created_at limit ${limit}
              ) returning *`.execute(tx)
            ).rows;
            if (gone.length > 0)
              await tx
                .insertInto('retention_runs')
                .values({ collection: collection.key, deleted: gone.length })
                .execute();
            return gone;
          },
        );
        for (const row of rows)
          for (const file of collection.files)
            if (typeof row[file.key] === 'string' && row[file.key])
              await storage.remove(String(row[file.key])).catch(() => {});
        return rows.length;
      },
      days,
      { now },
    );
  }
  return result;
}

/** Records retention deleted in the last 30 days (the dashboard's card). */
export async function recentlyRetired(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('retention_runs')
    .select(sql<string>`coalesce(sum(deleted), 0)`.as('total'))
    .where('created_at', '>=', sql<Date>`now() - ${`${RECENT_DAYS} days`}::interval`)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}
