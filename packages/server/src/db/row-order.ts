import { sql, type Insertable, type Kysely, type Selectable, type Transaction, type Updateable } from 'kysely';
import { isPlainInteger } from '../http/form-numbers';
import { updateRow, type TableName, type Tx } from './record-writes';
import type { Database } from './schema';

/** A table whose items carry a `row` (1 is first) that the public site orders by (companies, reviews, FAQs...). */
export type RowOrderedTable = TableName;

/**
 * Row clash policy of every row-ordered list: the item being saved takes the row it asks for,
 * and when another item already holds that row, it and every item after it move down by one. Run inside
 * the save's transaction so two saves never leave a shared row behind.
 */
export async function makeRoomAt(
  trx: Transaction<any> | Kysely<any>,
  table: RowOrderedTable,
  row: number,
  exceptId?: string,
) {
  const except = exceptId ?? '00000000-0000-0000-0000-000000000000';
  const clash = await sql<{
    id: string;
  }>`select id from ${sql.table(table)} where row = ${row} and id <> ${except} limit 1`.execute(trx);
  if (clash.rows.length === 0) return;
  await sql`update ${sql.table(table)} set row = row + 1 where row >= ${row} and id <> ${except}`.execute(trx);
}

/** The row after the last one: where an item goes when no row is given. */
export async function nextRow(db: Kysely<any> | Transaction<any>, table: RowOrderedTable): Promise<number> {
  const result = await sql<{ last: number | null }>`select max(row) as last from ${sql.table(table)}`.execute(db);
  return Number(result.rows[0]?.last ?? 0) + 1;
}

/** A row as typed in a form: a whole number from 1 to 9999 in plain digits (http/form-numbers.ts), or null. */
export function parseRow(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  if (!isPlainInteger(text) || text.length > 4) return null;
  const row = Number(text);
  return row >= 1 ? row : null;
}

/** The table's rows in row order (then oldest first): the lists of row-ordered items. */
export function rowsInOrder<T extends RowOrderedTable>(
  db: Kysely<Database>,
  table: T,
): Promise<Array<Selectable<Database[T]>>> {
  return (db as unknown as Kysely<any>)
    .selectFrom(table as string)
    .selectAll()
    .orderBy('row')
    .orderBy('created_at')
    .execute() as Promise<Array<Selectable<Database[T]>>>;
}

/** Inserts an item at its `row`, moving the items from there down by one (inside the save's transaction). */
export async function insertAtRow<T extends RowOrderedTable>(
  tx: Tx,
  table: T,
  values: Insertable<Database[T]> & { row: number },
): Promise<Selectable<Database[T]>> {
  await makeRoomAt(tx, table, values.row);
  return (tx as unknown as Kysely<any>)
    .insertInto(table as string)
    .values(values)
    .returningAll()
    .executeTakeFirstOrThrow() as Promise<Selectable<Database[T]>>;
}

/** Updates an item and moves it to its `row`, the others making room (inside the save's transaction). */
export async function updateAtRow<T extends RowOrderedTable>(
  tx: Tx,
  table: T,
  id: string,
  values: Updateable<Database[T]> & { row: number },
): Promise<Selectable<Database[T]>> {
  await makeRoomAt(tx, table, values.row, id);
  return updateRow(tx, table, id, values);
}
