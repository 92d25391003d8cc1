import { sql, type Kysely } from 'kysely';

export interface Maintenance {
  stop(): Promise<void>;
}

/**
 * PGlite runs no autovacuum, so the embedded database would keep the planner's statistics of its first day
 * and never mark pages all-visible (index-only scans then read the table anyway). This does autovacuum's
 * job for the tables with a maintained count (db/row-counts.ts): a minute after start, then every ten
 * minutes, a table whose count is more than 10 % (and 50 rows) away from the planner's estimate is vacuumed
 * and analyzed. It queues like any query, so requests wait at most for one table's pass.
 */
export function startPGliteMaintenance(
  db: Kysely<any>,
  { firstAfterMs = 60_000, everyMs = 600_000 } = {},
): Maintenance {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const pass = async () => {
    const stale = await sql<{ table_name: string }>`
      select kept.table_name from (select table_name, sum(count) as count from row_counts group by table_name) kept
      join pg_class class on class.oid = to_regclass(kept.table_name)
      where class.reltuples < 0 or abs(kept.count - class.reltuples) > 50 + 0.1 * greatest(kept.count, class.reltuples)`.execute(
      db,
    );
    for (const { table_name: table } of stale.rows) {
      if (stopped) return;
      await sql`vacuum (analyze) ${sql.table(table)}`.execute(db);
    }
  };
  const tick = () => {
    running = pass().catch((error) =>
      console.error('PGlite maintenance failed:', error instanceof Error ? error.message : error),
    );
  };
  const first = setTimeout(tick, firstAfterMs);
  const every = setInterval(tick, everyMs);
  first.unref();
  every.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
