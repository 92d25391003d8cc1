import { openDatabase as openWithMigrations, type OpenDatabaseOptions, type OpenedDatabase } from './db/open-database';
import { migrations } from './migrations';

export type { LoggedQuery, OpenDatabaseOptions, OpenedDatabase } from './db/open-database';

/**
 * The server's database, opened with this build's migrations (the core's and every module's, src/migrations.ts):
 * what the seed, the tests and the benchmarks open. main.ts hands the same migrations to openDatabaseWhenReachable.
 */
export function openDatabase(options: Omit<OpenDatabaseOptions, 'migrations'> = {}): Promise<OpenedDatabase> {
  return openWithMigrations({ ...options, migrations });
}
