import { setTimeout as sleep } from 'node:timers/promises';
import { isDatabaseUnavailable, unavailableReason } from './database-unavailable';
import { openDatabase, type OpenDatabaseOptions, type OpenedDatabase } from './open-database';

/** The first wait between tries, doubled after each until MAX_DELAY_MS. */
const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 5_000;

export interface ReachOptions {
  /** How long to keep trying (DATABASE_CONNECT_TIMEOUT_SECONDS). */
  timeoutSeconds: number;
  /** Told once per retry, in one short line. */
  log: (message: string) => void;
}

/**
 * Opens the database, waiting for it when it cannot be reached yet: a server started together with its
 * database (a container platform, a reboot) would otherwise exit before the database accepts connections.
 * Tries again after 0.5 s, 1 s, 2 s, 4 s, then every 5 s, for `timeoutSeconds`; then gives up with an error
 * saying so. Any other failure (a wrong password, a failed migration) is thrown at once.
 */
export async function openDatabaseWhenReachable(
  options: OpenDatabaseOptions,
  { timeoutSeconds, log }: ReachOptions,
): Promise<OpenedDatabase> {
  const deadline = Date.now() + timeoutSeconds * 1000;
  let delay = FIRST_DELAY_MS;
  for (;;) {
    try {
      return await openDatabase(options);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(
          `The database could not be reached within ${timeoutSeconds} s (DATABASE_CONNECT_TIMEOUT_SECONDS): ${unavailableReason(error)}`,
          { cause: error },
        );
      }
      const wait = Math.min(delay, left);
      log(
        `The database is not reachable yet (${unavailableReason(error)}); trying again in ${Number((wait / 1000).toFixed(1))} s`,
      );
      await sleep(wait);
      delay = Math.min(delay * 2, MAX_DELAY_MS);
    }
  }
}
