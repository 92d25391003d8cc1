import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from './schema';
import type { TableName } from './record-writes';

/** How many rows a table holds (those matching `where`, when given): the dashboard counters and the seeds' checks. */
export async function countRows<T extends TableName>(
  db: Kysely<Database>,
  table: T,
  where?: (eb: ExpressionBuilder<Database, T>) => ReturnType<ExpressionBuilder<Database, T>['and']>,
): Promise<number> {
  let query = (db as unknown as Kysely<any>)
    .selectFrom(table as string)
    .select((eb) => eb.fn.countAll<number>().as('count'));
  if (where) query = query.where(where as never);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A counter for `dashboard` or a seed's `hasContent`: `counter('faqs')`. */
export const counter =
  <T extends TableName>(table: T, where?: Parameters<typeof countRows<T>>[2]) =>
  (db: Kysely<Database>) =>
    countRows(db, table, where);
