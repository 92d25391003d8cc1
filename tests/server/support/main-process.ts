import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../support/free-port';
import { migrationsFingerprint, pgliteTemplate, POSTGRES_URL, TEST_DB, TEST_PASSWORD } from '../helpers';
import { copyOfMigratedTemplate } from './postgres-template';

const ROOT = resolve(import.meta.dirname, '../../..');
/** The compiled server, brought up to date before the server tests run (compiled-server.mjs). */
export const COMPILED_MAIN = join(ROOT, 'packages/server/dist/main.js');
export const MAIN_ADMIN_EMAIL = 'main-process-admin@example.com';

export interface MainProcess {
  url: string;
  /** Its process id (a job's runner names it). */
  pid: number;
  output(): string;
  /** The exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  until(check: () => boolean | Promise<boolean>, what: string, limitMs?: number): Promise<void>;
  signal(name: NodeJS.Signals): void;
  /** Stops it if still running (SIGKILL) and removes its data. */
  close(): Promise<void>;
}

export interface MainProcessOptions {
  /** Its DATA_DIR; a fresh temporary folder by default. Removed by close(). */
  dataDir?: string;
  /** Its DATABASE_URL; without it, the embedded database in `dataDir/db`. */
  databaseUrl?: string | null;
  env?: Record<string, string>;
  nodeOptions?: string[];
  /** Run by close() after the process has stopped (e.g. dropping its database). */
  cleanUp?: () => Promise<unknown>;
}

/**
 * The compiled server (`packages/server/dist/main.js`) in a process of its own, as `npm start` runs it, started and returned at once,
 * before it answers (a test of how it starts waits with `until`). Signs in as MAIN_ADMIN_EMAIL / TEST_PASSWORD.
 */
export async function spawnMainProcess(options: MainProcessOptions = {}): Promise<MainProcess> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'backoffice-main-'));
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [...(options.nodeOptions ?? []), COMPILED_MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ADMIN_EMAIL: MAIN_ADMIN_EMAIL,
      ADMIN_PASSWORD: TEST_PASSWORD,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const until = async (check: () => boolean | Promise<boolean>, what: string, limitMs = 60_000) => {
    const deadline = Date.now() + limitMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}:\n${output}`);
      if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}) before ${what}:\n${output}`);
      await new Promise((wait) => setTimeout(wait, 50));
    }
  };
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    output: () => output,
    exited,
    until,
    signal: (name) => child.kill(name),
    async close() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
      await options.cleanUp?.();
    },
  };
}

/**
 * The compiled server in a process of its own, as `npm start` runs it, on the test file's database:
 * a fresh PGlite data directory, or (TEST_DB=postgres) a fresh PostgreSQL database dropped by close().
 * Resolves once it answers /healthz. Both start migrated, from the tests' templates (PGlite: a tar of the data
 * directory; PostgreSQL: a copy of the template database): migrating a new one takes seconds more.
 */
export async function startMainProcess(
  env: Record<string, string> = {},
  nodeOptions: string[] = [],
): Promise<MainProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-main-'));
  const copy = TEST_DB === 'postgres' ? await copyOfMigratedTemplate(POSTGRES_URL, migrationsFingerprint()) : null;
  if (!copy) {
    mkdirSync(join(dataDir, 'db'));
    execFileSync('tar', ['xf', await pgliteTemplate(), '-C', join(dataDir, 'db')], { stdio: 'ignore' });
  }
  const databaseUrl = copy?.url ?? null;
  const cleanUp = async () => {
    await copy?.drop();
  };
  const main = await spawnMainProcess({ dataDir, databaseUrl, env, nodeOptions, cleanUp });
  try {
    await main.until(
      async () => (await fetch(`${main.url}/healthz`).catch(() => null))?.status === 200,
      'the server answers',
    );
  } catch (error) {
    await main.close();
    throw error;
  }
  return main;
}
