import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely, Migration } from 'kysely';
import type { AppConfig, EnvironmentSettings } from '../config';
import type { RecordWriter, WriteHooks } from '../db/record-writes';
import type { Database } from '../db/schema';
import type { Storage } from '../storage/storage';
import type { Uploads } from '../storage/uploads';

/** What a module's routes may use. Passed in, never imported as globals, so tests build many apps. */
export interface ModuleContext {
  db: Kysely<Database>;
  storage: Storage;
  config: AppConfig;
  /** Multipart forms with their files checked by content, stored and removed (src/storage/uploads.ts). */
  uploads: Uploads;
  /** Content writes: create, versioned update, delete, each in one transaction (src/db/record-writes.ts). */
  records: RecordWriter;
}

/** A number on the dashboard: `GET /api/dashboard` answers `{ key, title, count }` in its group. */
export interface DashboardCounter {
  group: 'general' | 'data';
  /** Stable id the front end's dashboard card matches (e.g. 'companies'). */
  key: string;
  title: string;
  count(db: Kysely<Database>): Promise<number>;
}

/** What a seed may use: the database, the content writes, storage for demo files, and a console report. */
export interface SeedContext {
  db: Kysely<Database>;
  records: RecordWriter;
  storage: Storage;
  /** Stores a demo file (bytes the seed made itself) as an upload is stored; returns its /uploads address. */
  storeFile(file: { buffer: Buffer; filename: string; mimetype: string }, folder: string): Promise<string>;
  /** Lines for the console summary (e.g. demo passwords). */
  report(line: string): void;
}

/** What a first-start seed may use besides: the settings of the first admin (ADMIN_EMAIL, ADMIN_PASSWORD). */
export interface StartContext extends SeedContext {
  settings: Pick<EnvironmentSettings, 'adminEmail' | 'adminPassword'>;
}

/** The module's sample content for `npm run seed -- --demo`. */
export interface DemoSeed {
  /** Whether the module's tables already hold content (the seed refuses to run then, unless --force). */
  hasContent(db: Kysely<Database>): Promise<boolean>;
  /**
   * Why adding these demo rows would be unsafe here (e.g. accounts with a published password on a database
   * that has real admins), or null. The seed then refuses, unless run with --force-demo-accounts.
   */
  unsafe?(db: Kysely<Database>): Promise<string | null>;
  /** Adds the demo rows; skips what already exists; returns how many records it added. */
  seed(context: SeedContext): Promise<number>;
}

/**
 * The files a module stores, for the orphan sweep (storage/orphan-sweep.ts): the storage folders it owns
 * (`uploads/companies`, `private/candidates`) and every stored address or key its records refer to. Files in
 * those folders that no record names, older than an hour, are deleted; other folders are never touched.
 */
export interface StoredFiles {
  folders: string[];
  referenced(db: Kysely<Database>): Promise<Array<string | null | undefined>>;
}

/**
 * A server module: one screen group, self-contained in `src/modules/<name>/` (README "Server modules").
 * Registering it is one line in `src/modules/index.ts`; its migrations, seeds and counters come with it.
 */
export interface ServerModule {
  name: string;
  /** Its tables, by migration name ('200-companies'); names are recorded by the database, never renamed. */
  migrations?: Record<string, Migration>;
  /** Runs at every start after the migrations, for what the module needs to work (idempotent). */
  seed?(context: StartContext): Promise<void>;
  demoSeed?: DemoSeed;
  dashboard?: DashboardCounter[];
  /** The files it stores (required for a module that stores any: the sweep deletes only in declared folders). */
  files?: StoredFiles;
  /** Hooks around every content write (e.g. webhooks after commit); the app runs every module's in turn. */
  writeHooks?(context: { db: Kysely<Database>; config: AppConfig; log: FastifyBaseLogger; onClose(run: () => Promise<void> | void): void }): WriteHooks;
  /** Registers its routes, under /api. */
  routes(app: FastifyInstance, context: ModuleContext): Promise<void> | void;
}

export function defineModule(module: ServerModule): ServerModule {
  return module;
}
