/** One attempt of a job, as its handler sees it. */
export interface JobRun {
  /** The job's id (pg-boss's uuid): the same for every attempt. */
  id: string;
  /** 1 for the first attempt, 2 for the first retry... */
  attempt: number;
  /** No retry follows if this attempt fails. */
  last: boolean;
}

/**
 * A kind of background work (one pg-boss queue). Every process runs the handlers; the engine gives each job to
 * one of them (`FOR UPDATE SKIP LOCKED`), retries a failed attempt after `retryDelaySeconds`, doubling each time,
 * and takes an attempt still active after `expireInSeconds` for dead (its process was killed) and retries it.
 */
export interface JobDefinition<T = object> {
  /** The queue's name: a-z, digits and hyphens. */
  queue: string;
  /** Attempts after the first. */
  retries: number;
  retryDelaySeconds: number;
  expireInSeconds: number;
  /** How many of its jobs one process runs at once (default 1). */
  concurrency?: number;
  /** Sent by every process at start and hourly as the day's singleton: runs once a day across them all. */
  daily?: boolean;
  /** The work. Throwing fails the attempt (retried unless `run.last`); the message is kept as the job's last error. */
  run(data: T, run: JobRun): Promise<void>;
}

export function defineJob<T>(definition: JobDefinition<T>): JobDefinition<T> {
  return definition;
}
