import { sql } from 'kysely';
import type { Tx } from '../../db/record-writes';
import './tables';

/** What an erased person's entries keep instead of their address or what they typed. */
export const ERASED = '(erased)';

/**
 * Erasure reaches the activity log too (in the erasure's transaction): the client address of the entries the
 * person's own requests made (their intake records, created by nobody signed in) is masked, and so is what they
 * typed: failed sign-ins with their address (label and address), and export searches for it. The entries stay,
 * so the log still says what happened and when. Records admins wrote about the person (`content`: a plugin's
 * personal content type) lose the label and the changed values of every entry, whoever made it.
 */
export async function forgetPersonInActivity(
  tx: Tx,
  person: { email: string; records: Array<{ table: string; ids: string[]; content?: boolean }> },
): Promise<void> {
  for (const { table, ids, content } of person.records) {
    if (ids.length === 0) continue;
    await tx
      .updateTable('activity')
      .set({ ip: '' })
      .where('record_table', '=', table)
      .where('record_id', 'in', ids)
      .where('admin_id', 'is', null)
      .execute();
    // The log's entries are never edited otherwise (its typed columns say so): raw SQL for this one erasure.
    if (content)
      await sql`update activity set label = ${ERASED}, changes = '[]'::jsonb where record_table = ${table} and record_id in (${sql.join(ids)})`.execute(
        tx,
      );
  }
  await tx
    .updateTable('activity')
    .set({ ip: '', label: ERASED })
    .where('action', '=', 'signin-failed')
    .where('label', '=', person.email.slice(0, 120))
    .execute();
  await tx
    .updateTable('activity')
    .set({ details: sql`jsonb_set(details, '{search}', to_jsonb(${ERASED}::text))` })
    .where('action', '=', 'export')
    .where(sql<boolean>`position(${person.email}::text in lower(details->>'search')) > 0`)
    .execute();
}
