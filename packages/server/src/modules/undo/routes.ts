import { undoApi } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { isUniqueViolation } from '../../db/record';
import type { TableName, Tx } from '../../db/record-writes';
import { AppError } from '../../http/app-error';
import { route } from '../../http/route';
import type { ModuleContext } from '../module';
import './tables';

export const UNDO_OVER = 'This delete can no longer be undone';

/** The columns a restore writes: every stored column but generated ones (the database computes those). */
async function writableColumns(tx: Tx, table: string): Promise<string[]> {
  const found = await sql<{ column_name: string }>`
    select column_name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} and is_generated = 'NEVER'
    order by ordinal_position`.execute(tx);
  return found.rows.map((row) => row.column_name);
}

const isMissingParent = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23503';

/**
 * `POST /api/deleted/:token/restore`: puts a kept deleted record back, whole and with its id, as a create
 * through the write seam (logged, a new version, webhooks told); its files were never removed.
 */
export function undoRoutes(app: FastifyInstance, { db, config }: ModuleContext) {
  route(app, undoApi.restore, { permission: 'content:write' }, async (request) => {
    const found = await db
      .selectFrom('deleted_records')
      .select('record_table')
      .where('id', '=', request.params.token)
      .executeTakeFirst();
    if (!found) throw new AppError(404, UNDO_OVER);
    let restored = { kind: found.record_table, recordId: '', label: '' };
    // A create of its kind through the write seam: logged, a new version, webhooks told.
    await request.records.create(found.record_table as TableName, async (tx) => {
      const kept = await tx
        .selectFrom('deleted_records')
        .selectAll()
        .where('id', '=', request.params.token)
        .forUpdate()
        .executeTakeFirst();
      if (!kept || new Date(kept.deleted_at).getTime() < Date.now() - config.undoSeconds * 1000)
        throw new AppError(404, UNDO_OVER);
      const table = kept.record_table;
      const columns = await writableColumns(tx, table);
      const list = sql.join(columns.map((column) => sql.ref(column)));
      try {
        await sql`insert into ${sql.table(table)} (${list}) select ${list} from jsonb_populate_record(null::${sql.table(table)}, cast(${JSON.stringify(kept.row_data)} as jsonb))`.execute(
          tx,
        );
      } catch (error) {
        if (isUniqueViolation(error))
          throw new AppError(
            409,
            `"${kept.label}" cannot be restored: another record now has the same name. Rename or delete that one first.`,
          );
        if (isMissingParent(error))
          throw new AppError(409, `"${kept.label}" cannot be restored: what it belonged to has been deleted.`);
        throw error;
      }
      // Its history comes back with it (the restore then adds a version of its own).
      await sql`insert into revisions select * from jsonb_populate_recordset(null::revisions, cast(${JSON.stringify(kept.versions)} as jsonb))`.execute(
        tx,
      );
      await tx.deleteFrom('deleted_records').where('id', '=', kept.id).execute();
      restored = { kind: table, recordId: kept.record_id, label: kept.label };
      return { id: kept.record_id };
    });
    return { success: true, message: `Restored ${restored.label}`, data: restored };
  });
}
