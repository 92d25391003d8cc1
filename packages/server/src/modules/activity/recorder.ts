import type { ActivityChange } from '@backoffice/contracts';
import type { Kysely } from 'kysely';
import type { EventActor, RecordedEvent, RecordWrite, Tx, WriteHooks, WriteOrigin } from '../../db/record-writes';
import { jsonb } from '../../db/record';
import type { Database } from '../../db/schema';
import { changedFields } from './changes';
import { groupOf, labelOf } from './groups';
import './tables';

export interface ActivityRow {
  action: string;
  table: string;
  recordId: string | null;
  label: string;
  changes?: ActivityChange[];
  details?: Record<string, unknown> | null;
  actor?: EventActor | null;
  /** Where it was done (a request's admin or API token and address); null: the system (a seed, a timer). */
  origin: WriteOrigin | null;
}

/**
 * Who is acting: the event's own actor, else the origin's signed-in admin, else nobody (a seed, a timer). A
 * request made with an API token is recorded under the token's name (its owner's id, so the person filter
 * finds it), with the token's id among the details.
 */
function whoAndWhere(actor: EventActor | null | undefined, request: WriteOrigin | null) {
  const admin = request?.admin ?? null;
  const token = actor === undefined ? (request?.apiToken ?? null) : null;
  const adminName = admin ? (token ? `${token.name} (API token)` : `${admin.f_name} ${admin.l_name}`.trim()) : '';
  const who = actor !== undefined ? actor : admin ? { id: admin.id, name: adminName, role: admin.role } : null;
  return {
    who: {
      admin_id: who?.id ?? null,
      admin_name: who?.name ?? (request ? 'Anonymous' : 'System'),
      admin_role: who?.role ?? '',
      ip: request?.ip ?? '',
    },
    token: token ? { id: token.id, name: token.name } : null,
  };
}

/** Adds one row to the log, in the transaction given (so it commits or rolls back with the work). */
export async function addActivity(db: Kysely<Database> | Tx, row: ActivityRow): Promise<void> {
  const { who, token } = whoAndWhere(row.actor, row.origin);
  const details = token ? { ...(row.details ?? {}), apiToken: token } : row.details;
  await db
    .insertInto('activity')
    .values({
      ...who,
      action: row.action,
      grp: groupOf(row.table),
      record_table: row.table,
      record_id: row.recordId,
      label: row.label,
      changes: jsonb(row.changes ?? []),
      details: details ? jsonb(details) : null,
    })
    .execute();
}

/** What a content write becomes in the log: creates and deletes by label, updates with their changed fields. */
function rowOfWrite(write: RecordWrite): ActivityRow | null {
  const row = write.after ?? write.before;
  const label = labelOf(write.table, row, write.id);
  const { origin } = write;
  if (write.action !== 'update') return { action: write.action, table: write.table, recordId: write.id, label, origin };
  const changes = changedFields(write.before ?? {}, write.after ?? {});
  if (changes.length === 0) return null; // saved without a change: nothing happened
  const roleChanged = write.table === 'admins' && changes.some((change) => change.field === 'role');
  const action = roleChanged ? 'role-change' : 'update';
  return { action, table: write.table, recordId: write.id, label, changes, origin };
}

/** The activity log's subscription to the write seam. */
export function activityHooks(): WriteHooks {
  return {
    async inTransaction(tx: Tx, write: RecordWrite) {
      const row = rowOfWrite(write);
      if (row) await addActivity(tx, row);
    },
    async onEvent(tx: Tx, event: RecordedEvent) {
      await addActivity(tx, {
        action: event.action,
        table: event.table ?? '',
        recordId: event.id ?? null,
        label: event.label,
        details: event.details ?? null,
        actor: event.actor,
        origin: event.origin,
      });
    },
  };
}
