import type { EditPresence, PresenceBody } from '@backoffice/contracts';
import { sql, type Kysely, type UpdateObject } from 'kysely';
import type { Database } from '../../db/schema';
import { isoTime } from '../../db/record';
import './tables';

export interface Editor {
  adminId: string;
  adminName: string;
}

/**
 * One heartbeat of an open editor, in one transaction on the record's presence row (so two processes
 * answering two editors at once agree): the holder's keeps its lock; another editor is told who holds it,
 * takes it when asked to (`takeOver`) or when the holder's heartbeats stopped `expirySeconds` ago; an editor
 * whose lock was taken is told so once (`lost`), and does not take it back without reloading.
 */
export async function heartbeat(
  db: Kysely<Database>,
  body: PresenceBody,
  editor: Editor,
  expirySeconds: number,
): Promise<EditPresence> {
  const key = { record_table: body.kind, record_id: body.id };
  return db.transaction().execute(async (tx) => {
    await tx
      .insertInto('edit_presence')
      .values({ ...key, editor_id: body.editorId, admin_id: editor.adminId, admin_name: editor.adminName })
      .onConflict((conflict) => conflict.columns(['record_table', 'record_id']).doNothing())
      .execute();
    const row = await tx
      .selectFrom('edit_presence')
      .selectAll()
      .select(sql<boolean>`seen_at < now() - ${expirySeconds} * interval '1 second'`.as('expired'))
      .where('record_table', '=', key.record_table)
      .where('record_id', '=', key.record_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    // The same admin in another tab or session is told it is them, not shown as someone else.
    const holder = (name: string, since: Date, adminId = row.admin_id) => ({
      adminName: name,
      since: isoTime(since),
      sameAdmin: adminId === editor.adminId,
    });
    const update = (values: UpdateObject<Database, 'edit_presence'>) =>
      tx
        .updateTable('edit_presence')
        .set(values)
        .where('record_table', '=', key.record_table)
        .where('record_id', '=', key.record_id);

    if (row.editor_id === body.editorId) {
      await update({ seen_at: sql`now()` }).execute();
      return { mine: true, lost: false, holder: holder(row.admin_name, row.since) };
    }
    if (row.taken_from === body.editorId && !body.takeOver) {
      await update({ taken_from: null }).execute();
      return { mine: false, lost: true, holder: holder(row.admin_name, row.since) };
    }
    if (body.takeOver || row.expired) {
      const taken = await update({
        editor_id: body.editorId,
        admin_id: editor.adminId,
        admin_name: editor.adminName,
        since: sql`now()`,
        seen_at: sql`now()`,
        // A live holder is told at its next heartbeat; one that left long ago is not.
        taken_from: row.expired ? null : row.editor_id,
      })
        .returning(['since'])
        .executeTakeFirstOrThrow();
      return { mine: true, lost: false, holder: holder(editor.adminName, taken.since, editor.adminId) };
    }
    return { mine: false, lost: false, holder: holder(row.admin_name, row.since) };
  });
}

/** An editor closed: its lock (if it still holds it) is let go at once. */
export async function leave(db: Kysely<Database>, body: PresenceBody): Promise<void> {
  await db
    .deleteFrom('edit_presence')
    .where('record_table', '=', body.kind)
    .where('record_id', '=', body.id)
    .where('editor_id', '=', body.editorId)
    .execute();
}
