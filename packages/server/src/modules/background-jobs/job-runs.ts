import type { BackgroundJob, BackgroundJobPage, BackgroundJobQuery } from '@backoffice/contracts';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';

interface JobRow {
  id: string;
  name: string;
  state: BackgroundJob['state'];
  retry_count: number;
  retry_limit: number;
  output: unknown;
  created_on: Date;
  start_after: Date;
  started_on: Date | null;
  completed_on: Date | null;
}

/** The message pg-boss kept of a failed attempt (`{ message }`, or `{ value: { message } }` for a timeout). */
function lastErrorOf(row: JobRow): string | null {
  if (row.state === 'completed' || !row.output || typeof row.output !== 'object') return null;
  const output = row.output as { message?: unknown; value?: { message?: unknown } };
  const message = output.message ?? output.value?.message;
  return typeof message === 'string' ? message : null;
}

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

/**
 * The job system's runs, newest first, from pg-boss's own tables (live jobs and the archive of finished ones):
 * queue, state, attempts (the engine's retry count plus the first), the last error, and the counts per queue.
 */
export async function listJobRuns(
  db: Kysely<Database>,
  schema: string,
  query: BackgroundJobQuery,
): Promise<BackgroundJobPage> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  const jobs = sql.id(schema, 'job');
  const archive = sql.id(schema, 'archive');
  const columns = sql`id, name, state, retry_count, retry_limit, output, created_on, start_after, started_on, completed_on`;
  // The engine's own queues (its cron's `__pgboss__...`) are not the app's work.
  const conditions: RawBuilder<unknown>[] = [sql`name not like '\\_\\_pgboss%'`];
  if (query.queue) conditions.push(sql`name = ${query.queue}`);
  if (query.state) conditions.push(sql`state = ${query.state}::${sql.id(schema, 'job_state')}`);
  const where = sql.join(conditions, sql` and `);
  const all = sql`(select ${columns} from ${jobs} where ${where} union all select ${columns} from ${archive} where ${where}) as runs`;
  const [rows, total, counts] = await Promise.all([
    sql<JobRow>`select * from ${all} order by created_on desc, id limit ${pageSize} offset ${(page - 1) * pageSize}`.execute(
      db,
    ),
    sql<{ total: number }>`select count(*)::int as total from ${all}`.execute(db),
    sql<{ name: string; state: string; total: number }>`
      select name, state::text as state, count(*)::int as total from (
        select name, state from ${jobs} union all select name, state from ${archive}
      ) as every_run where name not like '\\_\\_pgboss%' group by name, state order by name`.execute(db),
  ]);
  const queues = new Map<string, Record<string, number>>();
  for (const row of counts.rows)
    queues.set(row.name, { ...(queues.get(row.name) ?? {}), [row.state]: Number(row.total) });
  return {
    data: rows.rows.map((row) => ({
      _id: row.id,
      queue: row.name,
      state: row.state,
      // retry_count is the retries started so far: a job still waiting has made none.
      attempts: row.state === 'created' ? 0 : Number(row.retry_count) + 1,
      maxAttempts: Number(row.retry_limit) + 1,
      lastError: lastErrorOf(row),
      createdAt: iso(row.created_on)!,
      startAfter: iso(row.start_after)!,
      startedAt: iso(row.started_on),
      completedAt: iso(row.completed_on),
    })),
    total: Number(total.rows[0]?.total ?? 0),
    queues: [...queues].map(([queue, stateCounts]) => ({ queue, counts: stateCounts })),
  };
}
