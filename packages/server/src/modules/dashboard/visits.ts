import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import './tables';

/** Visits closer together than this are one sitting: a reload does not reset 'since your last visit'. */
const SITTING_MS = 30 * 60 * 1000;

/**
 * Records a visit of the dashboard and answers the admin's previous one (null on the first): the start of
 * 'since your last visit'. Within a sitting the previous visit stays the one before it.
 */
export async function recordVisit(db: Kysely<Database>, adminId: string, now = new Date()): Promise<Date | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('dashboard_visits')
      .selectAll()
      .where('admin_id', '=', adminId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) {
      await trx
        .insertInto('dashboard_visits')
        .values({ admin_id: adminId, seen_at: now, previous_at: null })
        .onConflict((conflict) => conflict.column('admin_id').doNothing())
        .execute();
      return null;
    }
    const seenAt = new Date(row.seen_at);
    const newSitting = now.getTime() - seenAt.getTime() > SITTING_MS;
    const previous = newSitting ? seenAt : row.previous_at ? new Date(row.previous_at) : null;
    await trx
      .updateTable('dashboard_visits')
      .set({ seen_at: now, previous_at: previous })
      .where('admin_id', '=', adminId)
      .execute();
    return previous;
  });
}
