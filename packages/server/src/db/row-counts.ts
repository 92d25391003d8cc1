import { sql, type Kysely } from 'kysely';

/**
 * Maintained row counts: `row_counts` holds, per tracked table, its number of rows and a change version,
 * kept by statement-level triggers in the same transaction as each insert, delete, truncate (or update of
 * created_at, which moves rows in newest-first order). An unfiltered list or a dashboard card reads one row
 * instead of counting 100,000; the version tells cached row positions (db/position-marks.ts) to rebuild.
 *
 * Correct under concurrent writers on both engines: each statement adds its own row count with
 * `count = count + n`, which takes the counter row's lock until commit (PostgreSQL re-reads the committed
 * value after waiting; PGlite runs one statement at a time). A table is tracked from a migration:
 *
 *   export const leadsCountMigration: Migration = { up: (db) => trackRowCount(db, 'leads'), down: ... };
 */
export async function trackRowCount(db: Kysely<any>, table: string): Promise<void> {
  await sql`create table if not exists row_counts (table_name text primary key, count bigint not null, version bigint not null default 0)`.execute(db);
  // `set search_path from current` pins the schema the migration ran in, whoever writes to the table later.
  await sql`
    create or replace function row_counts_track() returns trigger language plpgsql set search_path from current as $$
    begin
      if tg_op = 'INSERT' then
        update row_counts set count = count + (select count(*) from inserted_rows), version = version + 1 where table_name = tg_table_name;
      elsif tg_op = 'DELETE' then
        update row_counts set count = count - (select count(*) from deleted_rows), version = version + 1 where table_name = tg_table_name;
      elsif tg_op = 'TRUNCATE' then
        update row_counts set count = 0, version = version + 1 where table_name = tg_table_name;
      else
        update row_counts set version = version + 1 where table_name = tg_table_name;
      end if;
      return null;
    end $$`.execute(db);
  const name = (suffix: string) => sql.raw(`${table}_count_${suffix}`);
  const each = sql`for each statement execute function row_counts_track()`;
  await sql`create trigger ${name('insert')} after insert on ${sql.table(table)} referencing new table as inserted_rows ${each}`.execute(db);
  await sql`create trigger ${name('delete')} after delete on ${sql.table(table)} referencing old table as deleted_rows ${each}`.execute(db);
  await sql`create trigger ${name('truncate')} after truncate on ${sql.table(table)} ${each}`.execute(db);
  await sql`create trigger ${name('reorder')} after update of created_at on ${sql.table(table)} ${each}`.execute(db);
  // Lock out writers while the starting count is taken, so no row is counted twice or missed.
  await sql`lock table ${sql.table(table)} in share mode`.execute(db);
  await sql`insert into row_counts (table_name, count) select ${table}, count(*) from ${sql.table(table)}
    on conflict (table_name) do update set count = excluded.count, version = row_counts.version + 1`.execute(db);
}

export async function untrackRowCount(db: Kysely<any>, table: string): Promise<void> {
  for (const suffix of ['insert', 'delete', 'truncate', 'reorder']) await sql`drop trigger if exists ${sql.raw(`${table}_count_${suffix}`)} on ${sql.table(table)}`.execute(db);
  await sql`delete from row_counts where table_name = ${table}`.execute(db);
}

export interface KeptCount {
  count: number;
  /** Grows with every statement that adds, removes or reorders rows. */
  version: number;
}

/** A tracked table's count and version (null when the table is not tracked). */
export async function readRowCount(db: Kysely<any>, table: string): Promise<KeptCount | null> {
  const kept = await sql<{ count: number | string; version: number | string }>`select count, version from row_counts where table_name = ${table}`.execute(db);
  const row = kept.rows[0];
  return row ? { count: Number(row.count), version: Number(row.version) } : null;
}

/** The number of rows in a table: its maintained count when tracked, else counted (row_counts must exist). */
export async function countRows(db: Kysely<any>, table: string): Promise<number> {
  const kept = await readRowCount(db, table);
  if (kept) return kept.count;
  const counted = await sql<{ count: number | string }>`select count(*) as count from ${sql.table(table)}`.execute(db);
  return Number(counted.rows[0].count);
}
