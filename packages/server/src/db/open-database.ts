import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { Kysely, type KyselyConfig } from 'kysely';
import { PGliteDialect } from './pglite-dialect';
import { DEFAULT_PGLITE_SHARED_BUFFERS_MB } from './pglite-memory';
import { migrateToLatest, withMigrationLock, type Migrations } from './migrate';
import { registerRawAccess } from './raw-access';
import { SearchPathPostgresDialect } from './search-path-introspector';
import { timestamptzReader } from './timestamptz-text';
import type { Database } from './schema';
import { observeQueries, watchPool } from './query-metrics';

export interface OpenDatabaseOptions {
  /** A PostgreSQL URL; without it the embedded PGlite is used. */
  url?: string | null;
  /** PGlite's data directory; without it (and without url) the database lives in memory. */
  dataDir?: string | null;
  /** PostgreSQL only: the schema to work in (created when missing, set as search_path on each connection). */
  schema?: string | null;
  /** PGlite only: start from this dump (`dumpDataDir()`) instead of an empty database. Used by tests. */
  loadDataDir?: Blob | null;
  /** Run migrations before answering (default true). */
  migrate?: boolean;
  /** The migrations to run: this build's, given by whoever opens the database (src/database.ts, main.ts). */
  migrations?: Migrations;
  /** Called with every statement run (tests assert which SQL a route runs; the bench replays it). */
  onQuery?: (query: LoggedQuery) => void;
  /** Record each statement's time and the pool's connections in the process metrics (when METRICS_TOKEN is set). */
  metrics?: boolean;
  /** PGlite only: its page cache in MB (PGLITE_SHARED_BUFFERS_MB); default DEFAULT_PGLITE_SHARED_BUFFERS_MB. */
  pgliteSharedBuffersMb?: number;
}

export interface LoggedQuery {
  sql: string;
  parameters: readonly unknown[];
}

export interface OpenedDatabase {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** PGlite only: the instance, e.g. for `dumpDataDir()`. */
  pglite: PGlite | null;
  close(): Promise<void>;
}

const DATE_OID = 1082;
const INT8_OID = 20;
const TIMESTAMPTZ_OID = 1184;
const keepText = (value: string) => value;

/**
 * Opens the database and runs migrations (here rather than in buildApp, so the seed script and tests
 * get a ready schema the same way). Both engines answer alike: `date` as 'YYYY-MM-DD' text,
 * `bigint` (e.g. count(*)) as a number, timestamptz as Date, jsonb as parsed JSON.
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<OpenedDatabase> {
  const opened = options.url
    ? await openPostgres(options.url, options.schema ?? null, options)
    : await openPGlite(options);
  if (options.migrate !== false) {
    try {
      if (!options.migrations)
        throw new Error('openDatabase: no migrations given (pass migrate: false to open as it is)');
      await migrateToLatest(opened.db, options.migrations, options.url ? (options.schema ?? undefined) : undefined);
      // The job engine's own tables, installed (or upgraded) by the engine under its own advisory lock, so
      // servers started together never race; loaded only here, after the migrations.
      const { installJobSchema } = await import('../jobs/job-schema-install');
      // Under the migrations' own lock too: processes installing pg-boss's DDL at once could deadlock.
      await withMigrationLock(opened.db, options.url ? (options.schema ?? undefined) : undefined, () =>
        installJobSchema(opened.db),
      );
    } catch (error) {
      await opened.close();
      throw error;
    }
  }
  return opened;
}

async function openPGlite(options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // Each engine's driver loads only when used: a server on PostgreSQL never loads PGlite, and the other way round.
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    parsers: { [DATE_OID]: keepText, [INT8_OID]: (value: string) => Number(value) },
    // Trigram indexes make the collected-data searches fast (migration 310-collected-search).
    extensions: { pg_trgm },
    startParams: [
      ...PGlite.defaultStartParams,
      '-c',
      `shared_buffers=${options.pgliteSharedBuffersMb ?? DEFAULT_PGLITE_SHARED_BUFFERS_MB}MB`,
    ],
  });
  const dialect = new PGliteDialect(pglite);
  const db = new Kysely<Database>({ dialect, log: queryLog(options) });
  const stopWatching = options.metrics ? watchPool(() => dialect.connections()) : null;
  registerRawAccess(db, { kind: 'pglite', pglite });
  return {
    db,
    kind: 'pglite',
    pglite,
    async close() {
      stopWatching?.();
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

function quoteIdentifier(name: string): string {
  // Lower-case letters, digits and _ only: the same name then works quoted and unquoted.
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Unusable schema name "${name}" (use a-z, 0-9 and _)`);
  return `"${name}"`;
}

/**
 * kysely's `log` option: every statement of both engines passes through it with its duration, so it is the
 * one place that calls `onQuery` and times statements for the metrics. Neither asked: no log, nothing timed.
 */
function queryLog({ onQuery, metrics }: OpenDatabaseOptions): KyselyConfig['log'] {
  const observe = metrics ? observeQueries : null;
  if (!onQuery && !observe) return undefined;
  return (event) => {
    observe?.(event);
    if (onQuery && event.level === 'query') onQuery({ sql: event.query.sql, parameters: event.query.parameters });
  };
}

async function openPostgres(url: string, schema: string | null, options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  const { default: pg } = await import('pg');
  const parseTimestamptz = timestamptzReader(pg.types.getTypeParser(TIMESTAMPTZ_OID, 'text'));
  const types = {
    getTypeParser(oid: number, format?: 'text' | 'binary') {
      if (oid === DATE_OID) return keepText;
      if (oid === INT8_OID) return (value: string) => Number(value);
      if (oid === TIMESTAMPTZ_OID && format !== 'binary') return parseTimestamptz;
      return pg.types.getTypeParser(oid, format);
    },
  };
  if (schema) {
    // Create the schema first, on a connection of its own, so the pool's search_path points at something real.
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    try {
      await setup.query(`create schema if not exists ${quoteIdentifier(schema)}`).catch((error) => {
        // Two processes creating it at the same moment: one wins, the other sees a duplicate. Either way it exists.
        if (error.code !== '23505' && error.code !== '42P06') throw error;
      });
    } finally {
      await setup.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    types,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client that loses its server connection emits 'error' on the pool; without a listener Node exits.
  pool.on('error', (error) => console.error('PostgreSQL connection error:', error.message));
  // A client in use (running a statement, or between two of a transaction) emits 'error' on itself, where the
  // pool does not listen: a dropped connection then stopped the whole process. Its statements fail instead
  // (503, db/database-unavailable.ts), and the pool drops it when it is released.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<Database>({ dialect: new SearchPathPostgresDialect({ pool }), log: queryLog(options) });
  const stopWatching = options.metrics
    ? watchPool(() => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }))
    : null;
  registerRawAccess(db, { kind: 'postgres', pool });
  return {
    db,
    kind: 'postgres',
    pglite: null,
    async close() {
      stopWatching?.();
      await db.destroy();
    },
  };
}
