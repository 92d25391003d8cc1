import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import { withAdvisoryLock } from '../db/advisory-lock';
import { jobsSchemaOf } from '../db/job-schema';
import type { Database } from '../db/schema';
import { bossDatabase, closable, transactionDatabase, type ClosableBossDatabase } from './boss-database';
import type { JobDefinition } from './job-definition';
import { errorText } from './error-text';
import { jobFinished, onCollect, setQueueDepth } from '../metrics/metrics';

const DAY_SECONDS = 24 * 60 * 60;
const HOUR_MS = 60 * 60 * 1000;

export interface JobQueueSettings {
  /** How often an idle worker looks for work (pg-boss's polling; at least 0.5). */
  pollingSeconds: number;
  /** How often one of the processes takes expired attempts back and archives finished jobs. */
  maintenanceSeconds: number;
  /** The day's run of a daily job starts this long after it is first sent (the first start of the day). */
  dailyDelaySeconds: number;
}

export interface SendOptions {
  /** The write's transaction: the job is inserted in it and exists only if it commits. */
  tx?: Transaction<Database>;
  /** A fixed id (a uuid): sending the same id again adds nothing (answers null). */
  id?: string;
  startAfter?: Date;
  singletonKey?: string;
  singletonSeconds?: number;
}

/**
 * The one job system (pg-boss over the app's database: PostgreSQL, or PGlite in this one process). Created by
 * buildApp; modules send jobs through `send` (in a write's transaction when a write causes them) and declare
 * their handlers (ServerModule.jobs), which every process runs.
 */
export class JobQueue {
  private boss: PgBoss | null = null;
  private database: ClosableBossDatabase | null = null;
  /** Each queue's loop in this process, and what wakes it from its wait. */
  private readonly loops: Array<Promise<void>> = [];
  private readonly wakers = new Map<string, () => void>();
  /** Attempts running in this process now. */
  private readonly inFlight = new Map<string, { queue: string; id: string }>();
  /** Attempts a stop handed back: whatever they end with is not recorded (another process runs them again). */
  private readonly handedBack = new Set<string>();
  private dailyTimer: NodeJS.Timeout | null = null;
  /** The last round of daily sends (sendDailyJobs never throws). */
  private dailySends: Promise<void> = Promise.resolve();
  /** Removes the queue-depth collector (metrics) when the queue stops. */
  private stopCollecting: (() => void) | null = null;
  private definitions: JobDefinition[] = [];
  private stopping = false;
  schema = 'pgboss';

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
    private readonly settings: JobQueueSettings,
  ) {}

  /** Creates the queues (idempotent, race-safe), then starts this process's workers and daily sends. */
  async start(definitions: JobDefinition[]): Promise<void> {
    this.definitions = definitions;
    this.schema = await jobsSchemaOf(this.db);
    this.database = closable(bossDatabase(this.db));
    const boss = new PgBoss({
      db: this.database,
      schema: this.schema,
      migrate: true,
      // Daily jobs are day-slot singletons (below), not cron schedules: no clock to watch.
      schedule: false,
      maintenanceIntervalSeconds: this.settings.maintenanceSeconds,
      // A day's singleton must still be in the job table when another process sends it again.
      archiveCompletedAfterSeconds: 2 * DAY_SECONDS,
      archiveFailedAfterSeconds: 2 * DAY_SECONDS,
      deleteAfterDays: 14,
    });
    boss.on('error', (error: unknown) => this.log.warn(`job engine: ${errorText(error)}`));
    await boss.start();
    this.boss = boss;
    // pg-boss's create_queue adds a partition and foreign keys without a lock of its own: processes creating the
    // same queue at once deadlock (seen in CI: "deadlock detected" at start), so they take turns.
    await withAdvisoryLock(this.db, `backoffice:job-queues:${this.schema}`, async () => {
      for (const definition of definitions) {
        await boss.createQueue(definition.queue, {
          name: definition.queue,
          retryLimit: definition.retries,
          retryDelay: definition.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: definition.expireInSeconds,
        });
      }
    });
    for (const definition of definitions) this.loops.push(this.loop(boss, definition));
    this.stopCollecting = onCollect(() => this.collectQueueDepth());
    // Today's daily jobs are sent without holding up the start (waiting for them took ~160 ms of a PostgreSQL
    // start: bench, cold start); stop() waits for them.
    this.dailySends = this.sendDailyJobs();
    this.dailyTimer = setInterval(() => {
      this.dailySends = this.sendDailyJobs();
    }, HOUR_MS);
    this.dailyTimer.unref();
  }

  /** Sends a job; answers its id, or null when an identical one is already there (same id, or the slot's singleton). */
  async send(queue: string, data: object, options: SendOptions = {}): Promise<string | null> {
    if (!this.boss) throw new Error(`The job system is not started (sending to ${queue})`);
    const { tx, ...rest } = options;
    return this.boss.send(queue, data, { ...rest, ...(tx ? { db: transactionDatabase(tx) } : {}) });
  }

  /**
   * Stops taking jobs, waits up to `timeoutMs` for the attempts running here, then hands back those still running
   * (failed as "handed back", so another process retries them). Answers how many it had to hand back.
   */
  async stop(timeoutMs = 10_000): Promise<number> {
    if (!this.boss || this.stopping) return 0;
    this.stopping = true;
    if (this.dailyTimer) clearInterval(this.dailyTimer);
    this.stopCollecting?.();
    await this.dailySends;
    const boss = this.boss;
    for (const wake of this.wakers.values()) wake();
    await Promise.all(this.loops);
    const deadline = Date.now() + timeoutMs;
    while (this.inFlight.size > 0 && Date.now() < deadline) await new Promise((wait) => setTimeout(wait, 25));
    const cut = [...this.inFlight.values()];
    for (const { queue, id } of cut) {
      this.handedBack.add(id);
      await boss
        .fail(queue, id, { message: 'handed back: the process stopped while it ran' })
        .catch((error: unknown) =>
          this.log.warn(`job ${queue}: could not hand back ${id} (${errorText(error)}); it is retried once it expires`),
        );
    }
    await boss.stop({ graceful: false, close: false }).catch(() => {});
    this.database?.close();
    return cut.length;
  }

  /**
   * This process's loop over one queue: fetches as many jobs as it has free places (`concurrency`), runs each on
   * its own (a receiver that hangs holds one place, not the others), looks again at once while there was work,
   * and otherwise every polling interval or as soon as a place frees up.
   */
  private async loop(boss: PgBoss, definition: JobDefinition): Promise<void> {
    const places = definition.concurrency ?? 1;
    let running = 0;
    // The first look waits one polling interval too: the queues looking at once as the server starts opened
    // as many connections, and the first requests waited for the pool behind them (bench: cold start).
    await this.pause(definition.queue, this.settings.pollingSeconds * 1000);
    while (!this.stopping) {
      let fetched = 0;
      if (running < places) {
        const jobs = await boss
          .fetch<object>(definition.queue, { batchSize: places - running, includeMetadata: true })
          .catch((error: unknown) => {
            this.log.warn(`job ${definition.queue}: could not look for work (${errorText(error)})`);
            return [];
          });
        fetched = jobs.length;
        for (const job of jobs) {
          running += 1;
          this.inFlight.set(job.id, { queue: definition.queue, id: job.id });
          void this.runOne(boss, definition, job).finally(() => {
            running -= 1;
            this.inFlight.delete(job.id);
            this.wakers.get(definition.queue)?.();
          });
        }
      }
      if (this.stopping) break;
      // More may be waiting when the places were all taken up: look again as soon as one frees.
      if (fetched > 0 && running < places) continue;
      await this.pause(definition.queue, fetched > 0 ? 60_000 : this.settings.pollingSeconds * 1000);
    }
  }

  /** Waits `ms`, or less when the queue's loop is woken (a place freed up, the queue stopping). */
  private pause(queue: string, ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakers.set(queue, done);
    });
  }

  /** One attempt: completed when the handler returns, failed (retried by the engine) with its message when it throws. */
  private async runOne(boss: PgBoss, definition: JobDefinition, job: PgBoss.JobWithMetadata<object>): Promise<void> {
    const run = { id: job.id, attempt: job.retryCount + 1, last: job.retryCount >= job.retryLimit };
    try {
      await definition.run(job.data, run);
    } catch (error) {
      const message = errorText(error);
      if (this.handedBack.has(job.id)) return;
      if (run.last) jobFinished(definition.queue, false);
      if (run.last)
        this.log.error(
          { queue: definition.queue, job: job.id, attempts: run.attempt },
          `job ${definition.queue} given up after ${run.attempt} attempt(s): ${message}`,
        );
      await boss
        .fail(definition.queue, job.id, { message })
        .catch((failure: unknown) =>
          this.log.warn(
            `job ${definition.queue}: could not record a failure (${errorText(failure)}); it is retried once it expires`,
          ),
        );
      return;
    }
    if (this.handedBack.has(job.id)) return;
    jobFinished(definition.queue, true);
    await boss
      .complete(definition.queue, job.id)
      .catch((failure: unknown) =>
        this.log.warn(
          `job ${definition.queue}: could not record its completion (${errorText(failure)}); it may run again once it expires`,
        ),
      );
  }

  /** Jobs waiting per queue (created or retrying, not yet active), read at each scrape of /metrics. */
  private async collectQueueDepth(): Promise<void> {
    const rows = await sql<{
      name: string;
      waiting: string | number;
    }>`select name, count(*) as waiting from ${sql.table(`${this.schema}.job`)} where state in ('created', 'retry') group by name`.execute(
      this.db,
    );
    const waiting = new Map(rows.rows.map((row) => [row.name, Number(row.waiting)]));
    for (const definition of this.definitions) setQueueDepth(definition.queue, waiting.get(definition.queue) ?? 0);
  }

  /** Each daily job for today, once across every process: the day slot's singleton (UTC days). */
  private async sendDailyJobs(): Promise<void> {
    for (const definition of this.definitions.filter((entry) => entry.daily)) {
      try {
        const startAfter = new Date(Date.now() + this.settings.dailyDelaySeconds * 1000);
        await this.send(
          definition.queue,
          {},
          { singletonKey: definition.queue, singletonSeconds: DAY_SECONDS, startAfter },
        );
      } catch (error) {
        this.log.warn(`could not send today's ${definition.queue} job: ${errorText(error)}`);
      }
    }
  }
}
