// The bench's database: 100,000 leads and an admin, plus the exact SQL the project runs for each measured
// request (captured through openDatabase's query log), which the bare server then replays.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../packages/server/src/app';
import { createAdmin } from '../packages/server/src/auth/admins';
import { defaultConfig } from '../packages/server/src/config';
import { openDatabase, type LoggedQuery } from '../packages/server/src/database';
import { positionMarks } from '../packages/server/src/db/position-marks';
import { readRowCount } from '../packages/server/src/db/row-counts';
import { LocalDiskStorage } from '../packages/server/src/storage/local-disk-storage';

export const ADMIN = { email: 'bench@example.com', password: 'Bench-password-1' };

/** The measured requests: list first page, page 9000, a search, and the profile probe used during exports. */
export const SCENARIOS = {
  first: '/api/getleadsContact?page=1&pageSize=10',
  deep: '/api/getleadsContact?page=9000&pageSize=10',
  search: '/api/getleadsContact?page=1&pageSize=10&q=lead4242',
  profile: '/api/admin/profile',
} as const;
export type Scenario = keyof typeof SCENARIOS;

export interface BenchDatabase {
  kind: 'pglite' | 'postgres';
  /** Environment for the project's server to open this database. */
  env: Record<string, string>;
  /** The same for the bare server (PGlite: a copy of the data folder, so both can run side by side). */
  bareEnv: Record<string, string>;
  /** The session cookie of the bench admin (valid in every process: sessions live in the database). */
  cookie: string;
  /** What the project ran for each scenario, plus `pageOnly`: just the first page's row query. */
  statements: Record<Scenario | 'pageOnly', LoggedQuery[]>;
  /** PGlite: the folder to delete afterwards; PostgreSQL: the schema to drop. */
  cleanup(): Promise<void>;
}

/** One statement: distinct times three by three (rows created in the same instant, as bulk imports do). */
const SEED_LEADS = (count: number) => sql`
  insert into leads (first_name, last_name, company_name, email, phone_number, num_of_orders, countries_interested, created_at, updated_at)
  select 'First' || n, 'Last' || n, 'Company ' || (n % 997), 'lead' || n || '@example.com', '+2126' || lpad(n::text, 8, '0'),
    (n % 500)::text, 'Morocco, Nigeria', at, at
  from generate_series(1, ${count}::int) as n, lateral (select timestamptz '2026-06-01 12:00:00.123456+00' - (n / 3) * interval '1 second' as at) as t`;

export async function prepareBenchDatabase(leads: number): Promise<BenchDatabase> {
  const url = process.env.DATABASE_URL || null;
  const schema = `bench_${process.pid}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-bench-'));
  const captured: LoggedQuery[] = [];
  let capturing = false;
  const database = await openDatabase({
    ...(url ? { url, schema } : { dataDir: join(dataDir, 'db') }),
    onQuery: (query) => capturing && captured.push({ sql: query.sql, parameters: query.parameters.map(plain) }),
  });
  try {
    const started = performance.now();
    await SEED_LEADS(leads).execute(database.db);
    // A database at rest: statistics and the visibility map as autovacuum leaves them (PGlite has no autovacuum).
    await sql`vacuum analyze leads`.execute(database.db);
    console.log(
      `Seeded ${leads.toLocaleString('en-US')} leads in ${((performance.now() - started) / 1000).toFixed(1)} s (${database.kind}).`,
    );
    await createAdmin(database.db, {
      firstName: 'Bench',
      lastName: 'Admin',
      email: ADMIN.email,
      password: ADMIN.password,
      role: 'admin',
    });

    const app = await buildApp({
      db: database.db,
      storage: new LocalDiskStorage(dataDir),
      config: defaultConfig({ logLevel: 'silent' }),
    });
    const signIn = await app.inject({ method: 'POST', url: '/api/admin/signin', payload: ADMIN });
    const cookie = String(signIn.headers['set-cookie']).split(';')[0];
    const statements = {} as BenchDatabase['statements'];
    for (const [name, path] of Object.entries(SCENARIOS) as Array<[Scenario, string]>) {
      await app.inject({ method: 'GET', url: path, headers: { cookie } }); // once before, so one-off writes are not captured
      // A deep jump builds the table's position marks in the background: the jumps after it start from a mark,
      // and that is what the bare server replays (before, it sometimes caught the walk done while they were built).
      const kept = await readRowCount(database.db, 'leads');
      if (kept) await positionMarks(database.db, 'leads', kept.version, kept.count);
      captured.length = 0;
      capturing = true;
      const response = await app.inject({ method: 'GET', url: path, headers: { cookie } });
      capturing = false;
      if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}: ${response.body}`);
      statements[name] = [...captured];
    }
    // The first page's rows and nothing else: no session, no count (the project reads its maintained count in
    // the same statement as the rows, so this is written out rather than picked from what it ran).
    if (!statements.first.some((query) => /"leads"/.test(query.sql) && /\blimit\b/i.test(query.sql))) {
      throw new Error(
        `Cannot find the first page's row query among:\n${statements.first.map((query) => query.sql).join('\n')}`,
      );
    }
    statements.pageOnly = [
      {
        sql: 'select *, created_at::text as "cursor_at" from "leads" order by "created_at" desc, "id" limit $1 offset $2',
        parameters: [10, 0],
      },
    ];
    await app.close();

    await database.close();
    return { ...handOver(database.kind, url, schema, dataDir), cookie, statements };
  } catch (error) {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * A closed bench database handed to the servers under test: their environment (PGlite: the bare server gets a
 * copy of the data folder, so both can run side by side; PostgreSQL: the bench's schema on the search path)
 * and the cleanup that deletes the folders or drops the schema.
 */
export function handOver(kind: BenchDatabase['kind'], url: string | null, schema: string, dataDir: string) {
  const env: Record<string, string> = url ? { DATABASE_URL: withSearchPath(url, schema) } : { DATA_DIR: dataDir };
  const bareDir = `${dataDir}-bare`;
  if (!url) cpSync(dataDir, bareDir, { recursive: true });
  return {
    kind,
    env,
    bareEnv: url ? env : { DATA_DIR: bareDir },
    async cleanup() {
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(bareDir, { recursive: true, force: true });
      if (!url) return;
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    },
  };
}

/** The URL with `search_path` set, so a server that knows nothing of schemas works inside the bench's. */
function withSearchPath(url: string, schema: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema},public`)}`;
}

/** Parameters as JSON can carry them to the bare server (dates as ISO text, which both engines read back). */
function plain(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}
