import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';
import { createTestServer, TEST_PASSWORD, type TestServer } from './helpers';

/**
 * Sign-in and intake limits with REDIS_URL: two app instances (as two server processes would) count in
 * the same Redis (the machine's, 127.0.0.1:6379, reached through a relay this test can cut), fall back to
 * counting per process while Redis is away, and share again when it returns.
 */
const REDIS = { host: '127.0.0.1', port: 6379 };
const LIMIT = 4;

let proxy: TcpProxy;
let first: TestServer;
let second: TestServer;

beforeAll(async () => {
  proxy = await startTcpProxy(REDIS);
  const config = {
    redisUrl: `redis://127.0.0.1:${proxy.port}`,
    // A fresh prefix per run, so parallel runs (and the other project) never share counters.
    redisKeyPrefix: `backoffice-test:${randomBytes(6).toString('hex')}:`,
    signInAttemptsPerMinute: LIMIT,
    intakeRequestsPerMinute: 3,
  };
  [first, second] = await Promise.all([createTestServer({ config }), createTestServer({ config })]);
});
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
  await proxy?.close();
});

const signIn = (server: TestServer, email: string, password = 'wrong-password') =>
  server.app
    .inject({ method: 'POST', url: '/api/admin/signin', payload: { email, password } })
    .then((response) => response.statusCode);
const freshEmail = () => `nobody-${randomBytes(4).toString('hex')}@example.com`;
const readiness = (server: TestServer) =>
  server.app
    .inject({ method: 'GET', url: '/readyz' })
    .then((response) => ({ status: response.statusCode, body: response.json() }));

async function waitFor(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 15_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

describe('shared limits through Redis', () => {
  it('counts sign-in attempts made on either instance together', async () => {
    const email = freshEmail();
    const statuses = [];
    for (const server of [first, second, first, second, first, second]) statuses.push(await signIn(server, email));
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it('without Redis, each instance counts alone (the reason the limit must be shared)', async () => {
    const [alone, other] = await Promise.all([
      createTestServer({ config: { signInAttemptsPerMinute: LIMIT } }),
      createTestServer({ config: { signInAttemptsPerMinute: LIMIT } }),
    ]);
    try {
      const email = freshEmail();
      const statuses = [];
      for (const server of [alone, other, alone, other, alone, other]) statuses.push(await signIn(server, email));
      expect(statuses).toEqual([401, 401, 401, 401, 401, 401]);
      expect((await readiness(alone)).body).toEqual({
        status: 'ready',
        database: 'up',
        storage: 'up',
        redis: 'not used',
      });
    } finally {
      await Promise.all([alone.close(), other.close()]);
    }
  });

  it('counts public intake per address across instances', async () => {
    const subscribe = (server: TestServer, index: number) =>
      server.app
        .inject({ method: 'POST', url: '/api/public/newsletter', payload: { email: `shared-${index}@example.com` } })
        .then((response) => response.statusCode);
    const statuses = [];
    for (const [index, server] of [first, second, first, second].entries())
      statuses.push(await subscribe(server, index));
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('when Redis goes away: unready, sign-in still works, limits count per process; all is shared again when it returns', async () => {
    expect(await readiness(first)).toEqual({
      status: 200,
      body: { status: 'ready', database: 'up', storage: 'up', redis: 'up' },
    });
    await proxy.cut();
    await waitFor(async () => (await readiness(first)).status === 503, 'the first instance is unready');
    expect(await readiness(second)).toEqual({
      status: 503,
      body: { status: 'unready', database: 'up', storage: 'up', redis: 'down' },
    });
    expect((await first.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });

    const admin = await first.createAdmin('viewer');
    expect(await signIn(first, admin.email, TEST_PASSWORD)).toBe(200);
    const email = freshEmail();
    const alone = [];
    for (let attempt = 0; attempt <= LIMIT; attempt += 1) alone.push(await signIn(first, email));
    expect(alone).toEqual([401, 401, 401, 401, 429]);
    expect(await signIn(second, email)).toBe(401); // the other process has its own count meanwhile

    await proxy.restore();
    await waitFor(
      async () => (await readiness(first)).status === 200 && (await readiness(second)).status === 200,
      'both instances are ready again',
    );
    const again = freshEmail();
    const statuses = [];
    for (const server of [second, first, second, first, second]) statuses.push(await signIn(server, again));
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });
});
