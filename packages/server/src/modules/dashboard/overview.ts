import { sql, type Kysely } from 'kysely';
import type { DashboardArrivals as ArrivalsAnswer } from '@backoffice/contracts';
import type { Database } from '../../db/schema';
import type { DashboardArrivals } from '../module';

const DAY_MS = 24 * 60 * 60 * 1000;
export const TREND_DAYS = 30;

/** Midnight UTC of the day `days` before today's. */
function dayStart(now: Date, daysBefore: number): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - daysBefore * DAY_MS);
}

/**
 * How many rows of the table arrived since `since` (the last 7 days on a first visit), and per UTC day over
 * the last 30 days (oldest first). Reads the `created_at` index.
 */
export async function arrivalsOf(
  db: Kysely<Database>,
  source: DashboardArrivals,
  since: Date | null,
  now = new Date(),
): Promise<ArrivalsAnswer> {
  const from = dayStart(now, TREND_DAYS - 1);
  const table = sql.table(source.table);
  const perDay = await sql<{ day: string; count: string | number }>`
    select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*) as count
    from ${table} where created_at >= ${from} group by 1`.execute(db);
  const counts = new Map(perDay.rows.map((row) => [row.day, Number(row.count)]));
  const trend = Array.from(
    { length: TREND_DAYS },
    (_, index) => counts.get(new Date(from.getTime() + index * DAY_MS).toISOString().slice(0, 10)) ?? 0,
  );
  const start = since ?? new Date(now.getTime() - 7 * DAY_MS);
  const recent = await sql<{
    count: string | number;
  }>`select count(*) as count from ${table} where created_at > ${start}`.execute(db);
  return {
    key: source.key,
    title: source.title,
    path: source.path,
    sinceLastVisit: Number(recent.rows[0]?.count ?? 0),
    trend,
  };
}
