import type { Migration } from 'kysely';
import { registeredModules } from './modules/index';
import { coreMigration } from './db/migrations/001-core';
import { shardedRowCountsMigration } from './db/migrations/970-sharded-row-counts';
import { normalisedEmailsMigration } from './db/migrations/980-normalised-emails';
import { sessionSignalsMigration } from './db/migrations/985-session-signals';
import { dashboardVisitsMigration } from './modules/dashboard/migrations/990-dashboard-visits';

/**
 * Every migration of this build, by name, handed to the database layer by whoever opens it (main.ts, the seed,
 * tests: see database.ts); the database layer itself knows no module. Every migration, by name: the core's (admins and sessions) and each registered module's own
 * (`src/modules/<name>/migrations/`). kysely runs them in name order and records the names that ran, so
 * a name never changes once released: 001 core, then one hundred per screen group (200-companies...).
 */
function collectMigrations(): Record<string, Migration> {
  const all: Record<string, Migration> = { '001-core': coreMigration };
  for (const module of registeredModules) {
    for (const [name, migration] of Object.entries(module.migrations ?? {})) {
      if (all[name]) throw new Error(`Two migrations are named "${name}" (module ${module.name})`);
      all[name] = migration;
    }
  }
  // After every module's (they create the tables it shards).
  all['970-sharded-row-counts'] = shardedRowCountsMigration;
  // After the collected-data tables exist: every stored address in its one form (auth/email-address.ts).
  all['980-normalised-emails'] = normalisedEmailsMigration;
  // Tells every process's session cache when a session ends or an admin changes (auth/session-cache.ts).
  all['985-session-signals'] = sessionSignalsMigration;
  // The dashboard is not a registered module (it is built from them, modules/index.ts): its table comes here.
  all['990-dashboard-visits'] = dashboardVisitsMigration;
  return all;
}

export const migrations: Record<string, Migration> = collectMigrations();
