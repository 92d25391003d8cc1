import { sql, type Kysely } from 'kysely';
import { deleteOlderInBatches } from '../../db/daily-job';
import type { Database } from '../../db/schema';

/** Removes log rows older than ACTIVITY_RETENTION_DAYS, a batch at a time (oldest first, through the index). */
export function pruneActivity(db: Kysely<Database>, days: number, now = new Date()): Promise<number> {
  return deleteOlderInBatches(
    async (cutoff, limit) => {
      const result =
        await sql`delete from activity where id in (select id from activity where created_at < ${cutoff} order by created_at limit ${limit})`.execute(
          db,
        );
      return Number(result.numAffectedRows ?? 0);
    },
    days,
    { now },
  );
}
