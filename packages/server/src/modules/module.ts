import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely, Migration } from 'kysely';
import type { AppConfig, EnvironmentSettings } from '../config';
import type { RecordWriter, WriteHooks } from '../db/record-writes';
import type { Database } from '../db/schema';
import type { PluginSwitches } from '../plugins/plugin-switches';
import type { JobDefinition } from '../jobs/job-definition';
import type { JobQueue } from '../jobs/job-queue';
import type { Storage } from '../storage/storage';
import type { Uploads } from '../storage/uploads';
import type { MediaLibrary } from '../storage/media-library';
import type { Permission } from '../auth/permissions';

/**
 * What a module's routes may use. Passed in, never imported as globals, so tests build many apps. Routes write
 * with `request.records` (src/http/write-origin.ts): the content writes made for their request.
 */
export interface ModuleContext {
  db: Kysely<Database>;
  storage: Storage;
  config: AppConfig;
  /** Multipart forms with their files checked by content, stored and removed (src/storage/uploads.ts). */
  uploads: Uploads;
  /** Which plugins exist and are on (the config file's switches, src/plugins/plugin-switches.ts). */
  plugins: PluginSwitches;
  /** The job system (src/jobs): `send` a job, in a write's transaction when the write causes it. */
  jobs: JobQueue;
  /** The media library behind `uploads` (src/storage/media-library.ts): stores an image once per content. */
  library: MediaLibrary;
}

/** What a module's job handlers may use. */
export interface JobContext extends ModuleContext {
  log: FastifyBaseLogger;
  /** Content writes: create, versioned update, delete, each in one transaction (src/db/record-writes.ts), as the system. */
  records: RecordWriter;
}

/** What a module's write hooks may use. */
export interface WriteHookContext {
  db: Kysely<Database>;
  config: AppConfig;
  log: FastifyBaseLogger;
  jobs: JobQueue;
  /** Which plugins exist and are on: a switched-off plugin's records send no webhook. */
  plugins: PluginSwitches;
  onClose(run: () => Promise<void> | void): void;
}

/** A number on the dashboard: `GET /api/dashboard` answers `{ key, title, count }` in its group. */
export interface DashboardCounter {
  group: 'general' | 'data';
  /** Stable id the front end's dashboard card matches (e.g. 'companies'). */
  key: string;
  title: string;
  count(db: Kysely<Database>): Promise<number>;
}

/** One record found by `GET /api/search` (the command palette): its name, a second line, the screen that opens it. */
export interface SearchHit {
  title: string;
  description?: string;
  path: string;
}

/**
 * Records of a module the command palette finds: `GET /api/search?q=` asks every enabled module's sources and
 * answers each group's hits under `label`, to those whose role (or API token) holds `permission` ('read' by default).
 */
export interface SearchSource {
  key: string;
  label: string;
  permission?: Permission;
  /** At most `limit` records matching `q` (case-insensitive, anywhere in their text), best first. */
  find(db: Kysely<Database>, q: string, limit: number): Promise<SearchHit[]>;
}

/** Records that arrive from outside (leads, applications, sign-ups): the dashboard says how many came in since the admin's last visit, and per day for 30 days. */
export interface DashboardArrivals {
  key: string;
  title: string;
  /** The screen listing them. */
  path: string;
  /** Its table; each row's `created_at` is when it arrived. */
  table: string;
}

/** Content needing attention (drafts, scheduled, empty structural records): counted for the dashboard, linking to where it is fixed. */
export interface DashboardAttention {
  key: string;
  title: string;
  path: string;
  count(db: Kysely<Database>): Promise<number>;
}

/** A first task on a fresh install ('Add your first blog'), linking to where it is done. */
export interface DashboardFirstStep {
  key: string;
  title: string;
  path: string;
  /** Position in the checklist; lower first. */
  order: number;
  done(db: Kysely<Database>): Promise<boolean>;
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
 * A server module: one screen group, self-contained in `src/modules/<name>/` (docs/architecture.md "Server modules").
 * Registering it is one line in `src/modules/index.ts`; its migrations, seeds and counters come with it.
 */
export interface ServerModule {
  name: string;
  /**
   * The plugin whose config switch turns this module off (its routes answer 404, its dashboard counters and
   * webhooks stop). Defaults to the plugin of the module's name when there is one; null: never switched off.
   */
  plugin?: string | null;
  /** Its tables, by migration name ('200-companies'); names are recorded by the database, never renamed. */
  migrations?: Record<string, Migration>;
  /** Runs at every start after the migrations, for what the module needs to work (idempotent). */
  seed?(context: StartContext): Promise<void>;
  demoSeed?: DemoSeed;
  dashboard?: DashboardCounter[];
  /** The dashboard's overview: what arrives from outside, what needs attention, the first steps. */
  arrivals?: DashboardArrivals[];
  attention?: DashboardAttention[];
  firstSteps?: DashboardFirstStep[];
  /** What the command palette finds among its records (`GET /api/search`). */
  search?: SearchSource[];
  /** The files it stores (required for a module that stores any: the sweep deletes only in declared folders). */
  files?: StoredFiles;
  /** Hooks around every content write (e.g. webhooks after commit); the app runs every module's in turn. */
  writeHooks?(context: WriteHookContext): WriteHooks;
  /** Its background work (src/jobs): each process runs these handlers; the engine gives each job to one. */
  jobs?(context: JobContext): JobDefinition[];
  /** Registers its routes, under /api. */
  routes(app: FastifyInstance, context: ModuleContext): Promise<void> | void;
}

export function defineModule(module: ServerModule): ServerModule {
  return module;
}
