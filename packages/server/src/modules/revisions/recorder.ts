import type { RecordWrite, Tx, WriteHooks, WriteOrigin } from '../../db/record-writes';
import { jsonb } from '../../db/record';
import { fieldsOf, REVISED_TABLES, sameFields } from './kinds';
import './tables';

/** Who saved: the origin's admin (an API token by its name), else the system (a seed, a timer). */
function author(request: WriteOrigin | null): { admin_id: string | null; admin_name: string } {
  const admin = request?.admin ?? null;
  if (!admin) return { admin_id: null, admin_name: request ? 'Anonymous' : 'System' };
  const token = request?.apiToken ?? null;
  return {
    admin_id: admin.id,
    admin_name: token ? `${token.name} (API token)` : `${admin.f_name} ${admin.l_name}`.trim(),
  };
}

async function lastVersion(tx: Tx, table: string, id: string): Promise<number> {
  const found = await tx
    .selectFrom('revisions')
    .select((eb) => eb.fn.max('version').as('last'))
    .where('record_table', '=', table)
    .where('record_id', '=', id)
    .executeTakeFirst();
  return Number(found?.last ?? 0);
}

/** The newest kept version (before the one just saved) whose fields are these: the save brought it back. */
async function restoredVersion(
  tx: Tx,
  table: string,
  id: string,
  fields: Record<string, unknown>,
  previous: number,
): Promise<number | null> {
  const older = await tx
    .selectFrom('revisions')
    .select(['version', 'data'])
    .where('record_table', '=', table)
    .where('record_id', '=', id)
    .where('version', '<', previous)
    .orderBy('version', 'desc')
    .execute();
  return older.find((revision) => sameFields(revision.data as Record<string, unknown>, fields))?.version ?? null;
}

/**
 * Keeps a version of every saved content record, in the write's transaction: a create is version 1; an
 * update adds the next (a record saved before revisions existed first gets its previous state as a
 * baseline). A save that changed nothing adds none. Beyond `limit` versions per record the oldest go.
 * A deleted record's versions go with it.
 */
export async function recordRevision(tx: Tx, write: RecordWrite, limit: number): Promise<void> {
  if (!REVISED_TABLES.has(write.table)) return;
  const { table, id } = write;
  if (write.action === 'delete') {
    await tx.deleteFrom('revisions').where('record_table', '=', table).where('record_id', '=', id).execute();
    await tx.deleteFrom('edit_presence').where('record_table', '=', table).where('record_id', '=', id).execute();
    return;
  }
  if (!write.after) return;
  const fields = fieldsOf(write.after);
  let last = await lastVersion(tx, table, id);
  if (write.action === 'update' && write.before) {
    const before = fieldsOf(write.before);
    if (sameFields(before, fields)) return;
    if (last === 0) {
      last = 1;
      await tx
        .insertInto('revisions')
        .values({
          record_table: table,
          record_id: id,
          version: 1,
          action: 'baseline',
          admin_id: null,
          admin_name: '',
          data: jsonb(before),
          ...(write.before.updated_at ? { created_at: new Date(write.before.updated_at as string) } : {}),
        })
        .execute();
    }
  }
  const version = last + 1;
  const restoredFrom = write.action === 'update' ? await restoredVersion(tx, table, id, fields, last) : null;
  await tx
    .insertInto('revisions')
    .values({
      record_table: table,
      record_id: id,
      version,
      action: write.action,
      ...author(write.origin),
      restored_from: restoredFrom,
      data: jsonb(fields),
    })
    .execute();
  await tx
    .deleteFrom('revisions')
    .where('record_table', '=', table)
    .where('record_id', '=', id)
    .where('version', '<=', version - limit)
    .execute();
}

export function revisionHooks(limit: number): WriteHooks {
  return { inTransaction: (tx, write) => recordRevision(tx, write, limit) };
}
