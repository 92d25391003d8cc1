import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../packages/server/src/app';
import { createAdmin } from '../../packages/server/src/auth/admins';
import { defaultConfig } from '../../packages/server/src/config';
import { isDatabaseUnavailable } from '../../packages/server/src/db/database-unavailable';
import { openDatabase, type OpenedDatabase } from '../../packages/server/src/database';
import { LocalDiskStorage } from '../../packages/server/src/storage/local-disk-storage';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';
import { MAIN_ADMIN_EMAIL, spawnMainProcess } from './support/main-process';
import { onPostgres, pgliteTemplateData, POSTGRES_URL, TEST_DB, TEST_PASSWORD } from './helpers';

const UNAVAILABLE = { success: false, message: 'The database is unavailable; try again shortly' };
const EMAIL = 'outage-admin@example.com';

/** The app over a database opened here (the test helpers' own server has no way to cut its connection). */
async function appOn(database: OpenedDatabase) {
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-outage-'));
  const app = await buildApp({
    db: database.db,
    storage: new LocalDiskStorage(dataDir),
    config: defaultConfig({ logLevel: 'silent' }),
  });
  await app.ready();
  await createAdmin(database.db, {
    firstName: 'Out',
    lastName: 'Age',
    email: EMAIL,
    password: TEST_PASSWORD,
    role: 'admin',
  });
  return { app, dataDir };
}

const signIn = (app: FastifyInstance) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/signin',
    headers: { 'sec-fetch-site': 'same-origin' },
    payload: { email: EMAIL, password: TEST_PASSWORD },
  });
const get = (app: FastifyInstance, url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

function expectUnavailable(answer: Awaited<ReturnType<FastifyInstance['inject']>>) {
  expect([answer.statusCode, answer.headers['retry-after'], answer.json()]).toEqual([503, '5', UNAVAILABLE]);
}

/** The database URL with its host and port replaced by the relay's (and another database name, when given). */
function throughProxy(proxy: TcpProxy, databaseName?: string): string {
  const url = new URL(POSTGRES_URL);
  url.host = `127.0.0.1:${proxy.port}`;
  if (databaseName) url.pathname = `/${databaseName}`;
  return url.toString();
}
const postgresTarget = () => {
  const url = new URL(POSTGRES_URL);
  return { host: url.hostname, port: Number(url.port || 5432) };
};

describe.runIf(TEST_DB === 'postgres')('PostgreSQL out of reach while the server runs', () => {
  let proxy: TcpProxy;
  let database: OpenedDatabase;
  let app: FastifyInstance;
  let dataDir: string;
  const schema = `test_outage_${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    proxy = await startTcpProxy(postgresTarget());
    database = await openDatabase({ url: throughProxy(proxy), schema });
    ({ app, dataDir } = await appOn(database));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.close();
    await onPostgres((client) => client.query(`drop schema if exists ${schema} cascade`));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After on sign-in, content and signed-in routes while cut, and 200 again once it is back', async () => {
    const signedIn = await signIn(app);
    expect(signedIn.statusCode).toBe(200);
    const cookie = String(signedIn.headers['set-cookie']).split(';')[0];
    expect((await get(app, '/api/content/faqs')).statusCode).toBe(200);

    await proxy.cut();
    expectUnavailable(await signIn(app));
    expectUnavailable(await get(app, '/api/content/faqs'));
    expectUnavailable(await get(app, '/api/content/pricing'));
    expectUnavailable(await get(app, '/api/faq', cookie));
    // The load balancer's probe names the database; the liveness probe still answers (the process is fine).
    const readiness = await get(app, '/readyz');
    expect([readiness.statusCode, readiness.json().database]).toEqual([503, 'down']);
    expect((await get(app, '/healthz')).statusCode).toBe(200);

    await proxy.restore();
    expect((await signIn(app)).statusCode).toBe(200);
    expect((await get(app, '/api/content/faqs')).statusCode).toBe(200);
    expect((await get(app, '/api/content/pricing')).statusCode).toBe(200);
    expect((await get(app, '/api/faq', cookie)).statusCode).toBe(200);
    expect((await get(app, '/readyz')).statusCode).toBe(200);
  });

  it('survives a cut in the middle of a transaction: that statement fails as unavailable, the process stays up', async () => {
    const interrupted = database.db.transaction().execute(async (tx) => {
      await sql`select 1`.execute(tx);
      // The connection is checked out but idle between two statements when the database goes away.
      await proxy.cut();
      await new Promise((wait) => setTimeout(wait, 200));
      await sql`select 1`.execute(tx);
    });
    const failure = await interrupted.then(
      () => null,
      (error: unknown) => error,
    );
    expect(isDatabaseUnavailable(failure)).toBe(true);
    await proxy.restore();
    expect((await get(app, '/api/content/faqs')).statusCode).toBe(200);
  });
});

describe.runIf(TEST_DB === 'pglite')('the embedded database closed under the server', () => {
  let database: OpenedDatabase;
  let app: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    database = await openDatabase({ loadDataDir: await pgliteTemplateData() });
    ({ app, dataDir } = await appOn(database));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After, not 500', async () => {
    expect((await signIn(app)).statusCode).toBe(200);
    await database.pglite!.close();
    expectUnavailable(await signIn(app));
    expectUnavailable(await get(app, '/api/content/faqs'));
  });
});

describe.runIf(TEST_DB === 'postgres')('a server started before its database', () => {
  let proxy: TcpProxy;
  const databaseName = `backoffice_outage_${randomBytes(5).toString('hex')}`;

  beforeAll(async () => {
    proxy = await startTcpProxy(postgresTarget());
    await onPostgres((client) => client.query(`create database ${databaseName}`));
  });
  afterAll(async () => {
    await proxy?.close();
    await onPostgres((client) => client.query(`drop database if exists ${databaseName} with (force)`));
  });

  it('retries until the database accepts connections, then starts', async () => {
    await proxy.cut();
    const server = await spawnMainProcess({ databaseUrl: throughProxy(proxy, databaseName) });
    try {
      await server.until(
        () => server.output().includes('The database is not reachable yet'),
        'the first retry is announced',
      );
      // The database "comes up" about 2 s later, on the same address.
      await new Promise((wait) => setTimeout(wait, 2_000));
      await proxy.restore();
      await server.until(
        async () => (await fetch(`${server.url}/readyz`).catch(() => null))?.status === 200,
        'the server is ready',
      );
      const answer = await fetch(`${server.url}/api/admin/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({ email: MAIN_ADMIN_EMAIL, password: TEST_PASSWORD }),
      });
      expect(answer.status).toBe(200);
      // Each retry is one short line: no stack traces.
      const retries = server
        .output()
        .split('\n')
        .filter((line) => line.includes('The database is not reachable yet'));
      expect(retries.length).toBeGreaterThanOrEqual(1);
      expect(retries[0]).toMatch(
        /^The database is not reachable yet \(connect ECONNREFUSED 127\.0\.0\.1:\d+\); trying again in 0\.5 s$/,
      );
      expect(server.output()).not.toMatch(/\n\s+at /);
    } finally {
      await server.close();
    }
  }, 120_000);

  it('gives up after DATABASE_CONNECT_TIMEOUT_SECONDS with a clear message and a non-zero exit code', async () => {
    await proxy.cut();
    const started = Date.now();
    const server = await spawnMainProcess({
      databaseUrl: throughProxy(proxy, databaseName),
      env: { DATABASE_CONNECT_TIMEOUT_SECONDS: '1' },
    });
    try {
      const code = await Promise.race([
        server.exited,
        new Promise<'running'>((done) => setTimeout(() => done('running'), 60_000)),
      ]);
      expect(code).not.toBe('running');
      expect(code).not.toBe(0);
      expect(server.output()).toContain(
        'The database could not be reached within 1 s (DATABASE_CONNECT_TIMEOUT_SECONDS): connect ECONNREFUSED',
      );
      // (No retry line is asked for: on a busy machine the first try alone may take the whole second.)
      expect(Date.now() - started).toBeLessThan(60_000);
    } finally {
      await server.close();
    }
  }, 120_000);
});
