import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { RecordWriter, RecordWrite, TableName, Tx } from '../db/record-writes';
import { defineJob } from '../jobs/job-definition';
import type { JobQueue } from '../jobs/job-queue';
import { PUBLISHABLE_TABLES } from './kinds';
import { publishNow, unpublishNow } from './save';
import type { PublishableRow } from './state';

/** The queue of "a record's publish or unpublish time has come". */
export const CONTENT_SCHEDULE_QUEUE = 'content-schedule';

export interface ScheduleJob {
  table: string;
  id: string;
  action: 'publish' | 'unpublish';
  /** The time the job was made for (ISO): a job for a schedule since changed finds it so and does nothing. */
  at: string;
}

/** One job per record, action and time, however many saves or processes send it (pg-boss ignores a known id). */
function jobId(job: Omit<ScheduleJob, 'at'>, at: Date): string {
  const hex = createHash('sha256')
    .update(`content-schedule:${job.table}:${job.id}:${job.action}:${at.toISOString()}`)
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Queues the record's scheduled publish and unpublish (in the write's transaction when given), to run at their times. */
export async function queueSchedules(
  jobs: JobQueue,
  table: string,
  row: Partial<PublishableRow> & { id: string },
  tx?: Tx,
): Promise<void> {
  for (const [action, time] of [
    ['publish', row.publish_at],
    ['unpublish', row.unpublish_at],
  ] as const) {
    if (!time) continue;
    const at = new Date(time);
    const data: ScheduleJob = { table, id: row.id, action, at: at.toISOString() };
    await jobs.send(CONTENT_SCHEDULE_QUEUE, data, { tx, id: jobId(data, at), startAfter: at });
  }
}

/** The write hook: a save that sets a time queues its job with it (an outbox: no job for a write rolled back). */
export async function queueSchedulesOfWrite(jobs: JobQueue, tx: Tx, write: RecordWrite): Promise<void> {
  if (!PUBLISHABLE_TABLES.has(write.table) || !write.after) return;
  await queueSchedules(jobs, write.table, write.after as unknown as PublishableRow, tx);
}

/** At start: a job for every time still to come (duplicates add nothing), e.g. after restoring a backup. */
export async function catchUpSchedules(db: Kysely<any>, jobs: JobQueue, log: FastifyBaseLogger): Promise<void> {
  try {
    for (const table of PUBLISHABLE_TABLES) {
      const rows = await db
        .selectFrom(table)
        .select(['id', 'publish_at', 'unpublish_at'])
        .where((eb) => eb.or([eb('publish_at', 'is not', null), eb('unpublish_at', 'is not', null)]))
        .execute();
      for (const row of rows) await queueSchedules(jobs, table, row);
    }
  } catch (error) {
    log.warn({ err: error }, 'could not queue the scheduled publishing of content');
  }
}

const stillScheduled = (row: PublishableRow | undefined, job: ScheduleJob) => {
  const time = row && (job.action === 'publish' ? row.publish_at : row.unpublish_at);
  return Boolean(time) && new Date(time as Date).toISOString() === job.at;
};

/**
 * The content-schedule job: publishes or unpublishes the record through the content writes (so the activity
 * log records it and the webhooks announce it), once, if it is still scheduled for that time.
 */
export function contentScheduleJob({ db, records }: { db: Kysely<any>; records: RecordWriter }) {
  return defineJob<ScheduleJob>({
    queue: CONTENT_SCHEDULE_QUEUE,
    retries: 5,
    retryDelaySeconds: 5,
    expireInSeconds: 60,
    async run(job) {
      if (!PUBLISHABLE_TABLES.has(job.table)) return;
      const table = job.table as TableName;
      const row = (await db.selectFrom(table).selectAll().where('id', '=', job.id).executeTakeFirst()) as
        PublishableRow | undefined;
      if (!stillScheduled(row, job)) return;
      await records
        .update({
          table,
          id: job.id,
          missing: 'gone',
          version: null,
          async write(tx, current) {
            const locked = current as unknown as PublishableRow;
            // Checked again under the row's lock: a save in between may have moved or cleared the time.
            if (!stillScheduled(locked, job)) return locked;
            return job.action === 'publish' ? publishNow(tx, table, locked) : unpublishNow(tx, table, locked);
          },
        })
        .catch((error: unknown) => {
          if (error instanceof Error && error.message === 'gone') return;
          throw error;
        });
    },
  });
}
