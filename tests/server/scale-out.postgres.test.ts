import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../packages/server/src/migrations';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startServer, type RunningServer } from '../e2e/support';
import { startS3TestServer, type S3TestServer } from '../support/s3-test-server';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';
import { onPostgres, pngImage, POSTGRES_URL } from './helpers';

/**
 * Scale-out, shown with two real server processes (`packages/server/src/main.ts`, started together) on
 * one fresh PostgreSQL database, one Redis (the machine's, 127.0.0.1:6379, through a relay this test can
 * cut, under a key prefix of its own) and one S3-compatible bucket (s3rver, started here).
 * PostgreSQL only: the embedded database cannot be shared by two processes (vitest.config.ts).
 */
const SIGN_IN_LIMIT = 10; // the server's sign-in attempts per minute for one address and e-mail

let s3: S3TestServer;
let redis: TcpProxy;
let databaseName: string;
let databaseUrl: string;
let servers: RunningServer[] = [];
let one: RunningServer;
let two: RunningServer;

beforeAll(async () => {
  s3 = await startS3TestServer();
  redis = await startTcpProxy({ host: '127.0.0.1', port: 6379 });
  databaseName = `backoffice_scale_${randomBytes(5).toString('hex')}`;
  await onPostgres((client) => client.query(`create database ${databaseName}`));
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
  const env = {
    DATABASE_URL: databaseUrl,
    ...s3.env,
    REDIS_URL: `redis://127.0.0.1:${redis.port}`,
    REDIS_KEY_PREFIX: `backoffice-test:${randomBytes(6).toString('hex')}:`,
  };
  // Both at once on the empty database: migrations and the first admin must not trip over each other.
  servers = await Promise.all([startServer(env), startServer(env)]);
  [one, two] = servers;
  // Two processes migrating an empty database side by side: on a busy 2-core machine (other test files, a type
  // check) that passed 120 s twice. A limit, not a wait: startServer gives each 180 s.
}, 240_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  if (databaseName) await onPostgres((client) => client.query(`drop database if exists ${databaseName} with (force)`));
  await redis?.close();
  await s3?.close();
});

const call = async (
  server: RunningServer,
  method: string,
  path: string,
  options: { cookie?: string; json?: unknown; form?: FormData } = {},
) => {
  const response = await fetch(`${server.url}${path}`, {
    method,
    redirect: 'manual',
    // As the app's own pages would (a browser sends Origin on every write; the server refuses cross-site writes).
    headers: {
      origin: server.url,
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.json ? { 'content-type': 'application/json' } : {}),
    },
    body: options.json ? JSON.stringify(options.json) : options.form,
  });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
};
const json = (answer: { bytes: Buffer }) => JSON.parse(answer.bytes.toString('utf8'));
const signIn = async (server: RunningServer, email = ADMIN_EMAIL, password = ADMIN_PASSWORD) => {
  const answer = await call(server, 'POST', '/api/admin/signin', { json: { email, password } });
  return { status: answer.status, cookie: answer.headers.get('set-cookie')?.split(';')[0] ?? '' };
};
const readiness = async (server: RunningServer) => {
  const answer = await call(server, 'GET', '/readyz');
  return { status: answer.status, body: json(answer) };
};
async function waitFor(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((wait) => setTimeout(wait, 200));
  }
}
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe('two server processes over PostgreSQL, Redis and an S3-compatible store', () => {
  it('started together on a fresh database: migrated once, one first admin, both ready', async () => {
    await onPostgres(async (client) => {
      const ran = await client.query('select name from kysely_migration order by name');
      expect(ran.rows.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
      expect((await client.query('select email from admins')).rows).toEqual([{ email: ADMIN_EMAIL }]);
    }, databaseUrl);
    for (const server of servers) {
      expect(json(await call(server, 'GET', '/healthz'))).toEqual({ status: 'ok' });
      expect(await readiness(server)).toEqual({
        status: 200,
        body: { status: 'ready', database: 'up', storage: 'up', redis: 'up' },
      });
    }
  });

  it('a session made on one works on the other, and signing out on the other ends it on both', async () => {
    const { status, cookie } = await signIn(one);
    expect(status).toBe(200);
    const profile = await call(two, 'GET', '/api/admin/profile', { cookie });
    expect(profile.status).toBe(200);
    expect(json(profile).data.email).toBe(ADMIN_EMAIL);
    expect((await call(two, 'POST', '/api/admin/signout', { cookie })).status).toBe(200);
    expect((await call(one, 'GET', '/api/admin/profile', { cookie })).status).toBe(401);
  });

  it("a content change made on one is never confirmed as unchanged (304) by the other's kept ETags", async () => {
    const { cookie } = await signIn(one);
    for (let round = 1; round <= 5; round += 1) {
      const first = await call(two, 'GET', '/api/content/faqs');
      expect(first.status).toBe(200);
      const etag = first.headers.get('etag')!;
      const kept = await fetch(`${two.url}/api/content/faqs`, { headers: { 'if-none-match': etag } });
      expect(kept.status).toBe(304);
      const added = await call(one, 'POST', '/api/faq/add', {
        cookie,
        json: { question: `Scale-out question ${round}?`, answer: 'Yes.', row: 1 },
      });
      expect(added.status).toBe(201);
      // At once, with no pause: the change committed before this request, so the other process must see it.
      const after = await fetch(`${two.url}/api/content/faqs`, { headers: { 'if-none-match': etag } });
      expect(after.status, `round ${round}`).toBe(200);
      expect(after.headers.get('etag')).not.toBe(etag);
      const questions = ((await after.json()) as { data: Array<{ question: string }> }).data.map((faq) => faq.question);
      expect(questions).toContain(`Scale-out question ${round}?`);
    }
  });

  it('a file uploaded through one is served by the other, from the bucket, with the same headers', async () => {
    const { cookie } = await signIn(one);
    const png = pngImage(140, 54, [30, 120, 200]);
    const form = new FormData();
    form.append('cover', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cover.png');
    const uploaded = await call(one, 'POST', '/api/podcast/add-hero-section-cover', { cookie, form });
    expect(uploaded.status).toBe(200);
    const { cover } = json(uploaded);
    expect(cover).toMatch(/^\/uploads\/podcasts\/[0-9a-f-]{36}(-[A-Za-z0-9_-]+)?\.png$/);

    const served = await call(two, 'GET', cover);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(served.bytes.equals(png)).toBe(true);
    expect((await s3.storage().read(cover))!.equals(png)).toBe(true);
  });

  it("a candidate's CV is private on both: only signed in, never under /uploads", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      job: 'Warehouse Lead',
      fName: 'Kwame',
      lName: 'Asante',
      email: 'kwame@example.com',
      phone: '+233200000001',
    }))
      form.append(name, value);
    form.append('resume', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'cv.pdf');
    expect((await call(one, 'POST', '/api/public/job-applications', { form })).status).toBe(201);

    const { cookie } = await signIn(two);
    const [candidate] = json(await call(two, 'GET', '/api/getAllJobCandidates', { cookie }));
    expect(candidate.resume).toMatch(/^\/api\/candidate-files\/[0-9a-f-]{36}\/resume$/);
    const key: string = await onPostgres(
      async (client) =>
        (await client.query('select resume_key from job_candidates where id = $1', [candidate._id])).rows[0].resume_key,
      databaseUrl,
    );
    expect(key).toMatch(/^private\/candidates\//);
    for (const server of servers) {
      const signedIn = await call(server, 'GET', candidate.resume, { cookie });
      expect(signedIn.status).toBe(200);
      expect(signedIn.bytes.equals(pdf)).toBe(true);
      expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
      expect((await call(server, 'GET', candidate.resume)).status).toBe(401);
      expect((await call(server, 'GET', `/uploads/${key.slice('private/'.length)}`)).status).toBe(404);
    }
  });

  it('the sign-in limit counts attempts made on both', async () => {
    const email = `guess-${randomBytes(4).toString('hex')}@example.com`;
    const statuses = [];
    for (let attempt = 0; attempt < SIGN_IN_LIMIT + 2; attempt += 1)
      statuses.push((await signIn(servers[attempt % 2], email, 'wrong-password')).status);
    expect(statuses).toEqual([...Array(SIGN_IN_LIMIT).fill(401), 429, 429]);
  });

  it('when Redis stops: both unready, sign-in still works with a warning in the log; ready again when it returns', async () => {
    await redis.cut();
    await waitFor(
      async () => (await readiness(one)).status === 503 && (await readiness(two)).status === 503,
      'both are unready',
    );
    expect(await readiness(two)).toEqual({
      status: 503,
      body: { status: 'unready', database: 'up', storage: 'up', redis: 'down' },
    });
    for (const server of servers) {
      expect((await signIn(server)).status).toBe(200);
      expect(server.output()).toContain('Redis is unreachable: rate limits are counted per process until it returns');
    }
    await redis.restore();
    await waitFor(
      async () => (await readiness(one)).status === 200 && (await readiness(two)).status === 200,
      'both are ready again',
    );
    expect((await signIn(one)).status).toBe(200);
  });

  it('when the store stops: both unready, files answer 503 (not 500), sign-in still works; ready again when it returns', async () => {
    const { cookie } = await signIn(one);
    const cover = json(await call(one, 'GET', '/api/podcast/get', { cookie })).hero as string;
    await s3.stop();
    try {
      for (const server of servers) {
        expect(await readiness(server)).toEqual({
          status: 503,
          body: { status: 'unready', database: 'up', storage: 'down', redis: 'up' },
        });
        expect((await call(server, 'GET', cover)).status).toBe(503);
        expect((await signIn(server)).status).toBe(200);
      }
    } finally {
      await s3.start();
    }
    await waitFor(
      async () => (await readiness(one)).status === 200 && (await readiness(two)).status === 200,
      'both are ready again',
    );
    expect((await call(two, 'GET', cover)).status).toBe(200);
  });
});
