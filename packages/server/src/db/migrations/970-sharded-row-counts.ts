import { sql, type Kysely, type Migration } from 'kysely';
import { createShardedRowCounts } from '../row-counts';

/**
 * Shards the maintained row counts (db/row-counts.ts): one counter row per table made every write wait for
 * the previous writer's commit (each write records an activity row). Existing counts become shard 0.
 */
export const shardedRowCountsMigration: Migration = {
  async up(db: Kysely<any>) {
    await sql`alter table row_counts add column if not exists shard smallint not null default 0`.execute(db);
    await sql`alter table row_counts drop constraint if exists row_counts_pkey`.execute(db);
    await sql`alter table row_counts add primary key (table_name, shard)`.execute(db);
    await createShardedRowCounts(db);
  },
  async down(db: Kysely<any>) {
    // One row per table again, holding the sums, with the single-row trigger of before.
    await sql`create temporary table row_count_sums as select table_name, sum(count) as count, sum(version) as version from row_counts group by table_name`.execute(
      db,
    );
    await sql`delete from row_counts`.execute(db);
    await sql`alter table row_counts drop constraint row_counts_pkey`.execute(db);
    await sql`alter table row_counts drop column shard`.execute(db);
    await sql`insert into row_counts (table_name, count, version) select table_name, count, version from row_count_sums`.execute(
      db,
    );
    await sql`alter table row_counts add primary key (table_name)`.execute(db);
    await sql`drop table row_count_sums`.execute(db);
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
  },
};
