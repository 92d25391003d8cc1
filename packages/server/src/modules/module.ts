import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import type { Storage } from '../storage/storage';

/** What a module's routes may use. Passed in, never imported as globals, so tests build many apps. */
export interface ModuleContext {
  db: Kysely<Database>;
  storage: Storage;
  config: AppConfig;
}

/** A number on the dashboard: `GET /api/dashboard` answers `{ key, title, count }` in its group. */
export interface DashboardCounter {
  group: 'general' | 'data';
  /** Stable id the front end's dashboard card matches (e.g. 'companies'). */
  key: string;
  title: string;
  count(db: Kysely<Database>): Promise<number>;
}

/**
 * A server module: one screen group's routes (registered under /api), plus optional dashboard counters.
 * Its tables come from its migration (src/db/migrations) and its demo data from its seeder (src/seed).
 */
export interface ServerModule {
  name: string;
  routes(app: FastifyInstance, context: ModuleContext): Promise<void>;
  dashboard?: DashboardCounter[];
}

export function defineModule(module: ServerModule): ServerModule {
  return module;
}
