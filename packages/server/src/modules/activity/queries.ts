import type { ActivityEntry, ActivityExportBody, ActivityQuery } from '@backoffice/contracts';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { isoTime } from '../../db/record';
import { afterCursor, cursorColumn, fetchRecordPage, type RecordCursor } from '../../db/record-pages';
import { readListOptions } from '../../http/list-options';
import { TABLE_GROUPS } from './groups';
import './tables';

type Query = SelectQueryBuilder<any, any, any>;
export type ActivityRecord = Record<string, any> & { id: string; created_at: Date };
type Filters = ActivityExportBody;

/** Whether any filter narrows the log. */
export function isFiltered(filters: Filters): boolean {
  return Boolean(
    filters.adminId ||
    filters.group ||
    filters.action ||
    filters.from ||
    filters.to ||
    filters.table ||
    filters.recordId,
  );
}

/** The filters as conditions; dates are whole UTC days, `to` inclusive. */
export function applyFilters(filters: Filters) {
  return (query: Query): Query => {
    let narrowed = query;
    if (filters.adminId) narrowed = narrowed.where('admin_id', '=', filters.adminId);
    if (filters.group) narrowed = narrowed.where('grp', '=', filters.group);
    if (filters.action) narrowed = narrowed.where('action', '=', filters.action);
    if (filters.table) narrowed = narrowed.where('record_table', '=', filters.table);
    if (filters.recordId) narrowed = narrowed.where('record_id', '=', filters.recordId);
    if (filters.from) narrowed = narrowed.where('created_at', '>=', sql<Date>`${filters.from}::date::timestamptz`);
    if (filters.to) narrowed = narrowed.where('created_at', '<', sql<Date>`(${filters.to}::date + 1)::timestamptz`);
    return narrowed;
  };
}

/** Of these records, the ones that still exist (one query per table named; only known tables are asked). */
async function existing(db: Kysely<Database>, rows: ActivityRecord[]): Promise<Set<string>> {
  const byTable = new Map<string, Set<string>>();
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  for (const row of rows) {
    if (
      !row.record_id ||
      !uuid.test(row.record_id) ||
      !(row.record_table in TABLE_GROUPS) ||
      row.record_table === 'activity'
    )
      continue;
    if (!byTable.has(row.record_table)) byTable.set(row.record_table, new Set());
    byTable.get(row.record_table)!.add(row.record_id);
  }
  const found = new Set<string>();
  for (const [table, ids] of byTable) {
    const present = await (db as unknown as Kysely<any>)
      .selectFrom(table)
      .select('id')
      .where('id', 'in', [...ids])
      .execute();
    for (const { id } of present) found.add(`${table}:${id}`);
  }
  return found;
}

/** An entry as answered; `withAddress` only for super admins (client addresses are personal data). */
export function entryOf(row: ActivityRecord, exists: boolean, withAddress: boolean): ActivityEntry {
  return {
    _id: row.id,
    createdAt: isoTime(row.created_at),
    action: row.action,
    adminId: row.admin_id,
    adminName: row.admin_name,
    adminRole: row.admin_role,
    ...(withAddress ? { ip: row.ip } : {}),
    group: row.grp,
    table: row.record_table,
    recordId: row.record_id,
    label: row.label,
    changes: Array.isArray(row.changes) ? row.changes : [],
    details: row.details ?? null,
    recordExists: exists,
  };
}

async function withExistence(
  db: Kysely<Database>,
  rows: ActivityRecord[],
  withAddress: boolean,
): Promise<ActivityEntry[]> {
  const present = await existing(db, rows);
  return rows.map((row) => entryOf(row, present.has(`${row.record_table}:${row.record_id}`), withAddress));
}

/** A page of the log, newest first, through the (created_at, id) index or a filter's own index. */
export async function activityPage(db: Kysely<Database>, query: ActivityQuery, withAddress: boolean) {
  const options = { ...readListOptions(query), page: query.page ?? 1 };
  const page = await fetchRecordPage(db as unknown as Kysely<any>, 'activity', options, {
    filter: applyFilters(query),
    filtered: isFiltered(query),
  });
  return {
    data: await withExistence(db, page.rows as ActivityRecord[], withAddress),
    total: page.total,
    after: page.after,
    before: page.before,
  };
}

/** One record's history, newest first (at most 200 entries). */
export async function recordHistory(
  db: Kysely<Database>,
  table: string,
  id: string,
  withAddress: boolean,
): Promise<ActivityEntry[]> {
  const rows = (await db
    .selectFrom('activity')
    .selectAll()
    .where('record_table', '=', table)
    .where('record_id', '=', id)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(200)
    .execute()) as ActivityRecord[];
  return withExistence(db, rows, withAddress);
}

/** The matching rows in batches (keyset paging, newest first), for the export. */
export async function* activityBatches(
  db: Kysely<Database>,
  filters: Filters,
  batchSize = 1000,
): AsyncGenerator<Array<Record<string, unknown>>> {
  let after: RecordCursor | null = null;
  for (;;) {
    const found = (await applyFilters(filters)((db as unknown as Kysely<any>).selectFrom('activity'))
      .selectAll()
      .select(cursorColumn)
      .$if(after !== null, (query) => query.where(afterCursor(after!)))
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(batchSize)
      .execute()) as Array<ActivityRecord & { cursor_at: string }>;
    if (found.length > 0) {
      const last = found[found.length - 1];
      after = { at: last.cursor_at, id: last.id };
      yield found.map(({ cursor_at: _cursor, ...row }) => ({
        ...row,
        changes: (Array.isArray(row.changes) ? row.changes : [])
          .map(
            (change: { field: string; before: unknown; after: unknown }) =>
              `${change.field}: ${JSON.stringify(change.before)} → ${JSON.stringify(change.after)}`,
          )
          .join('\n'),
      }));
    }
    if (found.length < batchSize) return;
  }
}
