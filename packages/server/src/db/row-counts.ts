import { sql, type Kysely } from 'kysely';
import { compiledPerShape } from './compiled-once';

/**
 * Maintained row counts: `row_counts` holds, per tracked table, its number of rows and a change version,
 * kept by statement-level triggers in the same transaction as each insert, delete, truncate (or update of
 * created_at, which moves rows in newest-first order). An unfiltered list or a dashboard card reads a few
 * rows instead of counting 100,000; the version tells cached row positions (db/position-marks.ts) to rebuild.
 *
 * Sharded, so writers do not queue on one counter: a table's count and version are the sums of its
 * ROW_COUNT_SHARDS rows. A statement adds its delta to the shard of its connection (`pg_backend_pid()`),
 * whose row stays locked until commit: concurrent transactions on other connections (every write records an
 * activity row; the public intake writes at any time) mostly take other shards and do not wait. Correct
 * under concurrent writers on both engines (a shard's `count = count + n` re-reads the committed value after
 * waiting; PGlite runs one statement at a time), and the summed version still grows with every statement.
 * A table is tracked from a migration:
 *
 *   export const leadsCountMigration: Migration = { up: (db) => trackRowCount(db, 'leads'), down: ... };
 */
export const ROW_COUNT_SHARDS = 16;

/** The sharded table and its trigger function (also what migration 970 turns an older database into). */
export async function createShardedRowCounts(db: Kysely<any>): Promise<void> {
  await sql`create table if not exists row_counts (table_name text not null, shard smallint not null default 0, count bigint not null, version bigint not null default 0, primary key (table_name, shard))`.execute(
    db,
  );
  // `set search_path from current` pins the schema the migration ran in, whoever writes to the table later.
  await sql`
    create or replace function row_counts_track() returns trigger language plpgsql set search_path from current as $$
    declare
      delta bigint := 0;
    begin
      if tg_op = 'TRUNCATE' then
        update row_counts set count = 0, version = version + 1 where table_name = tg_table_name;
        return null;
      elsif tg_op = 'INSERT' then
        delta := (select count(*) from inserted_rows);
      elsif tg_op = 'DELETE' then
        delta := -(select count(*) from deleted_rows);
      end if;
      insert into row_counts as kept (table_name, shard, count, version)
        values (tg_table_name, pg_backend_pid() % ${sql.lit(ROW_COUNT_SHARDS)}, delta, 1)
        on conflict (table_name, shard) do update set count = kept.count + excluded.count, version = kept.version + 1;
      return null;
    end $$`.execute(db);
}

export async function trackRowCount(db: Kysely<any>, table: string): Promise<void> {
  await createShardedRowCounts(db);
  const name = (suffix: string) => sql.raw(`${table}_count_${suffix}`);
  const each = sql`for each statement execute function row_counts_track()`;
  await sql`create trigger ${name('insert')} after insert on ${sql.table(table)} referencing new table as inserted_rows ${each}`.execute(
    db,
  );
  await sql`create trigger ${name('delete')} after delete on ${sql.table(table)} referencing old table as deleted_rows ${each}`.execute(
    db,
  );
  await sql`create trigger ${name('truncate')} after truncate on ${sql.table(table)} ${each}`.execute(db);
  await sql`create trigger ${name('reorder')} after update of created_at on ${sql.table(table)} ${each}`.execute(db);
  // Lock out writers while the starting count is taken, so no row is counted twice or missed.
  await sql`lock table ${sql.table(table)} in share mode`.execute(db);
  await sql`delete from row_counts where table_name = ${table} and shard <> 0`.execute(db);
  await sql`insert into row_counts (table_name, shard, count) select ${table}, 0, count(*) from ${sql.table(table)}
    on conflict (table_name, shard) do update set count = excluded.count, version = row_counts.version + 1`.execute(db);
}

export async function untrackRowCount(db: Kysely<any>, table: string): Promise<void> {
  for (const suffix of ['insert', 'delete', 'truncate', 'reorder'])
    await sql`drop trigger if exists ${sql.raw(`${table}_count_${suffix}`)} on ${sql.table(table)}`.execute(db);
  await sql`delete from row_counts where table_name = ${table}`.execute(db);
}

/** SQL of a tracked table's count (the sum of its shards; null when not tracked), for use inside a query. */
export const keptCount = (table: string) =>
  sql<string | null>`(select sum(count) from row_counts where table_name = ${table})`;
/** SQL of its version: the sum of its shards' versions, which grows with every counted statement. */
export const keptVersion = (table: string) =>
  sql<string | null>`(select sum(version) from row_counts where table_name = ${table})`;

export interface KeptCount {
  count: number;
  /** Grows with every statement that adds, removes or reorders rows. */
  version: number;
}

/** Read before every deep jump into a list: its SQL is compiled once (the table is both subqueries' parameter). */
const countAndVersion = compiledPerShape(
  (db: Kysely<any>, table: string) => db.selectNoFrom([keptCount(table).as('count'), keptVersion(table).as('version')]),
  { shapeOf: () => '', parametersOf: (table) => [table, table] },
);

/** A tracked table's count and version (null when the table is not tracked). */
export async function readRowCount(db: Kysely<any>, table: string): Promise<KeptCount | null> {
  const [row] = await countAndVersion(db, table);
  return row && row.count !== null ? { count: Number(row.count), version: Number(row.version) } : null;
}

/** The number of rows in a table: its maintained count when tracked, else counted (row_counts must exist). */
export async function countRows(db: Kysely<any>, table: string): Promise<number> {
  const kept = await readRowCount(db, table);
  if (kept) return kept.count;
  const counted = await sql<{ count: number | string }>`select count(*) as count from ${sql.table(table)}`.execute(db);
  return Number(counted.rows[0].count);
}
