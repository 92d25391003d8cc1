import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../packages/server/src/app';
import { insertAdmin } from '../../packages/server/src/auth/admins';
import { hashPassword } from '../../packages/server/src/auth/passwords';
import type { Role } from '../../packages/server/src/auth/permissions';
import { defaultConfig, type AppConfig } from '../../packages/server/src/config';
import { openDatabase, type LoggedQuery, type OpenedDatabase } from '../../packages/server/src/database';
import type { Database } from '../../packages/server/src/db/schema';
import type { ServerModule } from '../../packages/server/src/modules/module';
import { LocalDiskStorage } from '../../packages/server/src/storage/local-disk-storage';
import type { Storage } from '../../packages/server/src/storage/storage';
import { copyOfMigratedTemplate } from './support/postgres-template';

/**
 * Test servers. The same test files run twice (vitest projects server-pglite and server-postgres,
 * env TEST_DB): on PGlite each server gets a clone of a migrated template database; on PostgreSQL each
 * server gets a database of its own copied from a migrated template database (support/postgres-template.ts),
 * dropped by close(). A test that opens more connections to it uses `databaseUrl`.
 */
export const TEST_DB = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
export const TEST_PASSWORD = 'Test-password-123';
export const APP_MARKER = '<!-- test app index -->';

const ROOT = resolve(import.meta.dirname, '../..');
export const POSTGRES_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

export interface TestServer {
  app: FastifyInstance;
  db: Kysely<Database>;
  storage: Storage;
  dataDir: string;
  config: AppConfig;
  /** PostgreSQL: the URL of this server's own database (for a second pool or client on it); PGlite: null. */
  databaseUrl: string | null;
  /** Creates an admin of that role and signs in through the API; returns the Cookie header value. */
  signIn(role?: Role): Promise<string>;
  /** app.inject exactly as called, without the same-origin header `app.inject` adds (see createTestServer). */
  rawInject: FastifyInstance['inject'];
  /** Creates an admin (password TEST_PASSWORD) without signing in. */
  createAdmin(role?: Role, email?: string): Promise<{ id: string; email: string }>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  config?: Partial<AppConfig>;
  extraModules?: ServerModule[];
  /** Another storage than local disk under dataDir (e.g. an S3 bucket). */
  storage?: Storage;
  /** Sees every SQL statement the server runs (e.g. to assert what a list counts). */
  onQuery?: (query: LoggedQuery) => void;
  /** Time statements and watch the pool for the metrics (as a server with METRICS_TOKEN does). */
  dbMetrics?: boolean;
  /** Receives the server's log lines (with a config.logLevel other than 'silent'). */
  logStream?: { write(line: string): void };
}

let adminCounter = 0;
/**
 * Every test admin has TEST_PASSWORD: hashed once per worker instead of for each admin (scrypt: ~50 ms of CPU
 * and 32 MiB each, seconds on a busy machine). Signing in still checks it as for any admin.
 */
let testPasswordHash: Promise<string> | null = null;

export async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-test-'));
  const appDir = join(dataDir, 'app');
  mkdirSync(join(appDir, 'assets'), { recursive: true });
  writeFileSync(
    join(appDir, 'index.html'),
    `<!doctype html><html><body>${APP_MARKER}<div id="root"></div></body></html>`,
  );
  writeFileSync(join(appDir, 'assets', 'main.js'), 'console.log("app");');
  const appConfigFile = join(dataDir, 'backoffice.config.json');
  writeFileSync(appConfigFile, JSON.stringify({ apiBaseUrl: '/api', plugins: { countries: true } }));

  // Background jobs are looked for every half second (the least pg-boss allows), so tests wait little for them;
  // a closing test server hands its running jobs back after a second.
  const config = defaultConfig({
    logLevel: 'silent',
    appDir,
    appConfigFile,
    jobPollingSeconds: 0.5,
    jobShutdownSeconds: 1,
    ...options.config,
  });
  const { database, databaseUrl, dropDatabase } =
    TEST_DB === 'postgres' ? await openPostgresCopy(options) : await openPGliteClone(options);
  const storage = options.storage ?? new LocalDiskStorage(dataDir);
  const app = await buildApp({
    db: database.db,
    storage,
    config,
    extraModules: options.extraModules,
    logStream: options.logStream,
  });
  await app.ready();
  // Tests play the app's own pages: a browser marks every request it sends from them `Sec-Fetch-Site:
  // same-origin`, which the cross-site check asks of a cookie-authenticated write. A test that sends its own
  // Origin, Sec-Fetch-Site or Referer keeps it; rawInject sends none.
  const rawInject = app.inject.bind(app) as FastifyInstance['inject'];
  const sameOriginInject = (options?: unknown) => {
    if (!options || typeof options !== 'object') return (rawInject as (options?: unknown) => unknown)(options);
    const request = options as { headers?: Record<string, unknown> };
    const headers = request.headers ?? {};
    const proves = Object.keys(headers).some((name) =>
      ['origin', 'sec-fetch-site', 'referer'].includes(name.toLowerCase()),
    );
    return rawInject({
      ...request,
      headers: proves ? headers : { 'sec-fetch-site': 'same-origin', ...headers },
    } as never);
  };
  app.inject = sameOriginInject as FastifyInstance['inject'];

  async function addAdmin(role: Role = 'superAdmin', email?: string) {
    adminCounter += 1;
    const address = email ?? `${role.toLowerCase()}-${adminCounter}-${randomBytes(3).toString('hex')}@example.com`;
    testPasswordHash ??= hashPassword(TEST_PASSWORD);
    const row = await insertAdmin(database.db, {
      firstName: 'Test',
      lastName: role,
      email: address,
      passwordHash: await testPasswordHash,
      role,
    });
    return { id: row.id, email: row.email };
  }

  return {
    app,
    db: database.db,
    storage,
    dataDir,
    config,
    databaseUrl,
    rawInject,
    createAdmin: addAdmin,
    async signIn(role: Role = 'superAdmin') {
      const { email } = await addAdmin(role);
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/signin',
        payload: { email, password: TEST_PASSWORD },
      });
      if (response.statusCode !== 200)
        throw new Error(`Sign-in as ${role} failed: ${response.statusCode} ${response.body}`);
      return sessionCookieOf(response.headers['set-cookie']);
    },
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** `bo_session=<token>` (or `__Host-bo_session=` over HTTPS) from a Set-Cookie header, for the Cookie header of later requests. */
export function sessionCookieOf(setCookie: string | string[] | undefined): string {
  const header = [setCookie ?? []]
    .flat()
    .find((value) => value.startsWith('bo_session=') || value.startsWith('__Host-bo_session='));
  if (!header) throw new Error('No bo_session cookie was set');
  return header.split(';')[0];
}

async function openPostgresCopy({ onQuery, dbMetrics }: TestServerOptions) {
  const copy = await copyOfMigratedTemplate(POSTGRES_URL, migrationsFingerprint());
  try {
    // Still through the migrations' check (one query: up to date) and the job engine's install, as a start does.
    const database = await openDatabase({ url: copy.url, onQuery, metrics: dbMetrics });
    return { database, databaseUrl: copy.url, dropDatabase: copy.drop };
  } catch (error) {
    await copy.drop();
    throw error;
  }
}

/** Runs `work` on a connection of its own to the test PostgreSQL (or another database's URL), then closes it. */
export async function onPostgres<T>(work: (client: pg.Client) => Promise<T>, url = POSTGRES_URL): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A migrated PGlite database takes seconds to create, a clone of a dump half a second. The dump is
 * cached in the temp directory under a hash of the migrations, shared by every worker and run; a
 * lock directory makes the first worker build it while the others wait.
 */
async function openPGliteClone({
  onQuery,
  dbMetrics,
}: TestServerOptions): Promise<{ database: OpenedDatabase; databaseUrl: null; dropDatabase: () => Promise<void> }> {
  const database = await openDatabase({ loadDataDir: await pgliteTemplateData(), onQuery, metrics: dbMetrics });
  return { database, databaseUrl: null, dropDatabase: async () => {} };
}

let templateBytes: Promise<Buffer> | null = null;

/**
 * The migrated template as PGlite's `loadDataDir`, its 43 MB read from disk once per worker. PGlite only asks
 * the Blob for `arrayBuffer()`: a Blob of Node's own hands that over in small chunks, one event-loop turn each
 * (1.5-2 s per server on a busy machine); this one hands over the bytes read, at once and without a copy. PGlite
 * only reads them (its tar reader), and the in-memory file system copies each file it writes, so every server
 * shares the one buffer (a copy per server was ~7% of a clone's CPU in profiles, plus collecting it).
 */
export async function pgliteTemplateData(): Promise<Blob> {
  templateBytes ??= pgliteTemplate().then((file) => readFileSync(file));
  return new TarInMemory(await templateBytes);
}

class TarInMemory extends Blob {
  constructor(private readonly tar: Buffer) {
    super([], { type: 'application/x-tar' });
  }

  override get size(): number {
    return this.tar.length;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    const { buffer, byteOffset, byteLength } = this.tar;
    const whole = byteOffset === 0 && byteLength === buffer.byteLength && buffer instanceof ArrayBuffer;
    return Promise.resolve(whole ? buffer : new Uint8Array(this.tar).buffer);
  }
}

let fingerprint: string | null = null;

/** Names the migrated templates (both engines'); computed once per worker. */
export function migrationsFingerprint(): string {
  fingerprint ??= computeMigrationsFingerprint();
  return fingerprint;
}

function computeMigrationsFingerprint(): string {
  const hash = createHash('sha256');
  // The migrations (the core's in src/db/migrations, every module's own in src/modules/<name>/migrations) and
  // the db helpers they call (e.g. src/db/row-counts.ts): any change makes a new template.
  const source = join(ROOT, 'packages/server/src');
  const files = readdirSync(source, { recursive: true, encoding: 'utf8' })
    .filter(
      (path) =>
        /(^|\/)migrations\/[^/]+\.ts$/.test(path) ||
        /^db\/[^/]+\.ts$/.test(path) ||
        path === 'jobs/job-schema-install.ts',
    )
    .sort();
  for (const file of files) hash.update(file).update(readFileSync(join(source, file)));
  hash.update(readFileSync(join(ROOT, 'node_modules/@electric-sql/pglite/package.json')));
  // The job engine's schema is in the template too (installed by openDatabase).
  hash.update(readFileSync(join(ROOT, 'node_modules/pg-boss/package.json')));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Settings the template's copies start with (ALTER SYSTEM, kept in the dump's postgresql.auto.conf). PGlite
 * zeroes its 128 MB of shared buffers at every start: with 16 MB (more than a test database ever holds) a copy
 * starts with ~30% less CPU. Nothing a test sees depends on it; production databases keep PGlite's defaults.
 */
const PGLITE_TEST_SETTINGS = ["shared_buffers = '16MB'"];

/**
 * Run on the template before it is dumped. Without template0 and template1 (no test creates a database on PGlite;
 * the servers use `postgres`) a copy loads 28 MB instead of 43, and after a checkpoint it starts without replaying
 * the write-ahead log: opening a copy took ~390 ms of CPU instead of ~810 (median of six, quiet machine).
 */
const PGLITE_TEMPLATE_TRIM = [
  `update pg_database set datistemplate = false where datname in ('template0', 'template1')`,
  'drop database template0',
  'drop database template1',
  'checkpoint',
];

export async function pgliteTemplate(): Promise<string> {
  const recipe = createHash('sha256')
    .update(migrationsFingerprint())
    .update(PGLITE_TEST_SETTINGS.join(';'))
    .update(PGLITE_TEMPLATE_TRIM.join(';'))
    .digest('hex')
    .slice(0, 16);
  const file = join(tmpdir(), `backoffice-pglite-template-${recipe}.tar`);
  const lock = `${file}.lock`;
  const deadline = Date.now() + 120_000;
  while (!existsSync(file)) {
    try {
      mkdirSync(lock);
    } catch {
      // Another worker is building it; a lock older than two minutes belongs to a crashed run.
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 120_000)
        rmSync(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`Timed out waiting for the PGlite template (${lock})`);
      await new Promise((wait) => setTimeout(wait, 200));
      continue;
    }
    try {
      const fresh = await openDatabase({});
      for (const setting of PGLITE_TEST_SETTINGS) await fresh.pglite!.exec(`alter system set ${setting}`);
      for (const statement of PGLITE_TEMPLATE_TRIM) await fresh.pglite!.exec(statement);
      const dump = await fresh.pglite!.dumpDataDir('none');
      await fresh.close();
      const partial = `${file}.${process.pid}.tmp`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  return file;
}

/** A multipart/form-data body for app.inject. */
export function multipartBody(
  fields: Record<string, string>,
  files: Record<string, { data: Buffer; filename: string; type?: string }> = {},
) {
  const boundary = `----backoffice${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const [name, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A valid PNG of the given size (one colour). */
export { gradientPng as pngImage } from '../../packages/server/src/seed/demo-images';
