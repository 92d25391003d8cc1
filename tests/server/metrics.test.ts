import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobFinished, onCollect, setQueueDepth, webhookDelivered } from '../../packages/server/src/metrics/metrics';
import { createTestServer, TEST_PASSWORD, type TestServer } from './helpers';

const TOKEN = 'metrics-token-for-tests-0123456789';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** How much a series grew between two scrapes (absent counts as 0): the registry is one per process, and the
 * server test files share a worker process, so other files' sign-ins and jobs are in it too. */
function growth(before: string, after: string, series: string): number {
  const value = (text: string) => (Number.isNaN(sample(text, series)) ? 0 : sample(text, series));
  return value(after) - value(before);
}

/** One sample's value from the metrics text, e.g. sample(text, 'x_total{reason="a"}'); NaN when absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : NaN;
}

describe('/metrics with METRICS_TOKEN set', () => {
  let server: TestServer;
  let cookie: string;
  const logLines: Array<Record<string, unknown>> = [];
  const scrape = async () => {
    const answer = await server.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(answer.statusCode).toBe(200);
    return answer.body;
  };

  beforeAll(async () => {
    server = await createTestServer({
      config: {
        metricsToken: TOKEN,
        logLevel: 'info',
        signInAttemptsPerMinute: 2,
        webhookAllowPrivate: true,
        webhookRetries: 0,
      },
      dbMetrics: true,
      logStream: { write: (line) => void logLines.push(JSON.parse(line)) },
    });
    cookie = await server.signIn('admin');
  });
  afterAll(async () => server?.close());

  it('answers only to the right bearer token, compared whatever its length', async () => {
    const ask = (authorization?: string) =>
      server.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
    for (const authorization of [
      undefined,
      'Bearer wrong',
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Basic ${TOKEN}`,
      TOKEN,
      `Bearer ${TOKEN} extra`,
    ]) {
      const answer = await ask(authorization);
      expect([authorization, answer.statusCode, answer.headers['www-authenticate']]).toEqual([
        authorization,
        401,
        'Bearer realm="metrics"',
      ]);
      expect(answer.body).not.toContain('backoffice_');
    }
    const answer = await ask(`Bearer ${TOKEN}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('counts requests by route pattern, method and status, with their durations; never itself', async () => {
    const missingId = randomUUID();
    expect((await server.app.inject({ method: 'GET', url: '/api/faq', headers: { cookie } })).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: '/api/faq?page=1', headers: { cookie } })).statusCode).toBe(
      200,
    );
    const missing = await server.app.inject({
      method: 'DELETE',
      url: `/api/faq/delete/${missingId}`,
      headers: { cookie },
    });
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: { cookie } })).statusCode,
    ).toBe(404);
    await scrape();
    const text = await scrape();

    expect(sample(text, 'backoffice_http_requests_total{method="GET",route="/api/faq",status_code="200"}')).toBe(2);
    expect(
      sample(
        text,
        `backoffice_http_requests_total{method="DELETE",route="/api/faq/delete/:id",status_code="${missing.statusCode}"}`,
      ),
    ).toBe(1);
    expect(sample(text, 'backoffice_http_requests_total{method="GET",route="unmatched",status_code="404"}')).toBe(1);
    expect(
      sample(text, 'backoffice_http_request_duration_seconds_count{method="GET",route="/api/faq",status_code="200"}'),
    ).toBe(2);
    expect(
      sample(
        text,
        'backoffice_http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/faq",status_code="200"}',
      ),
    ).toBe(2);
    expect(text).not.toContain(missingId);
    expect(text).not.toContain('route="/metrics"');
    // The scrape being answered is the one request in flight.
    expect(sample(text, 'backoffice_http_requests_in_flight')).toBe(1);
  });

  it('times database statements and shows the pool', async () => {
    const text = await scrape();
    expect(sample(text, 'backoffice_db_query_duration_seconds_count{operation="select"}')).toBeGreaterThan(0);
    expect(sample(text, 'backoffice_db_query_duration_seconds_count{operation="insert"}')).toBeGreaterThan(0);
    expect(sample(text, 'backoffice_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'backoffice_db_pool_connections{state="waiting"}')).toBe(0);
    expect(text).toContain('backoffice_db_pool_connections{state="idle"}');
  });

  it('counts sign-in refusals by reason', async () => {
    const { email } = await server.createAdmin('admin');
    const before = await scrape();
    const signIn = (password: string) =>
      server.app.inject({ method: 'POST', url: '/api/admin/signin', payload: { email, password } });
    expect((await signIn('Wrong-password-123')).statusCode).toBe(401);
    expect((await signIn('Wrong-password-123')).statusCode).toBe(401);
    // The third attempt for this address and e-mail within a minute is over the limit of 2.
    expect((await signIn(TEST_PASSWORD)).statusCode).toBe(429);
    const text = await scrape();
    expect(growth(before, text, 'backoffice_signin_refusals_total{reason="invalid_credentials"}')).toBe(2);
    expect(growth(before, text, 'backoffice_signin_refusals_total{reason="address_email_limit"}')).toBe(1);
  });

  it('shows jobs, queue depth and webhook deliveries recorded through the helpers, and collectors run at each scrape', async () => {
    const before = await scrape();
    jobFinished('retention', true);
    jobFinished('retention', false);
    webhookDelivered(true);
    webhookDelivered(false);
    webhookDelivered(false);
    let depth = 3;
    const stop = onCollect(() => setQueueDepth('webhooks', depth));
    let text = await scrape();
    expect(growth(before, text, 'backoffice_jobs_finished_total{job="retention",outcome="ok"}')).toBe(1);
    expect(growth(before, text, 'backoffice_jobs_finished_total{job="retention",outcome="failed"}')).toBe(1);
    expect(growth(before, text, 'backoffice_webhook_deliveries_total{outcome="ok"}')).toBe(1);
    expect(growth(before, text, 'backoffice_webhook_deliveries_total{outcome="failed"}')).toBe(2);
    expect(sample(text, 'backoffice_job_queue_depth{queue="webhooks"}')).toBe(3);
    depth = 5;
    text = await scrape();
    expect(sample(text, 'backoffice_job_queue_depth{queue="webhooks"}')).toBe(5);
    stop();
  });

  it('shows the real job queues: depth per queue, runs that ended, webhook calls by outcome', async () => {
    // A receiver that accepts the first call and refuses the second.
    let calls = 0;
    const receiver = createServer((request, response) => {
      request.resume();
      request.on('end', () => response.writeHead(++calls === 1 ? 204 : 500).end());
    });
    await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
    try {
      const superAdmin = await server.signIn('superAdmin');
      const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
      expect(
        (
          await server.app.inject({
            method: 'POST',
            url: '/api/webhooks/endpoints',
            headers: { cookie: superAdmin },
            payload: { url },
          })
        ).statusCode,
      ).toBe(201);
      // Today's daily jobs, sent once the server has started, wait JOBS_DAILY_DELAY_SECONDS (60): one each in its queue.
      const sweepDepth = 'backoffice_job_queue_depth{queue="orphan-sweep"}';
      let before = await scrape();
      for (const deadline = Date.now() + 15_000; sample(before, sweepDepth) !== 1 && Date.now() < deadline;)
        before = await scrape();
      expect(sample(before, sweepDepth)).toBe(1);
      expect(sample(before, 'backoffice_job_queue_depth{queue="webhook-delivery"}')).toBe(0);
      for (const question of ['First?', 'Second?']) {
        const saved = await server.app.inject({
          method: 'POST',
          url: '/api/faq/add',
          headers: { cookie },
          payload: { question, answer: 'Yes.', row: 1 },
        });
        expect(saved.statusCode, saved.body).toBe(201);
      }
      const deadline = Date.now() + 15_000;
      while (calls < 2 && Date.now() < deadline) await new Promise((wait) => setTimeout(wait, 50));
      let text = await scrape();
      for (
        let tries = 0;
        tries < 100 &&
        growth(before, text, 'backoffice_jobs_finished_total{job="webhook-delivery",outcome="failed"}') < 1;
        tries++
      ) {
        await new Promise((wait) => setTimeout(wait, 50));
        text = await scrape();
      }
      expect(growth(before, text, 'backoffice_webhook_deliveries_total{outcome="ok"}')).toBe(1);
      expect(growth(before, text, 'backoffice_webhook_deliveries_total{outcome="failed"}')).toBe(1);
      expect(growth(before, text, 'backoffice_jobs_finished_total{job="webhook-delivery",outcome="ok"}')).toBe(1);
      expect(growth(before, text, 'backoffice_jobs_finished_total{job="webhook-delivery",outcome="failed"}')).toBe(1);
      expect(sample(text, 'backoffice_job_queue_depth{queue="webhook-delivery"}')).toBe(0);
    } finally {
      receiver.closeAllConnections();
      await new Promise<void>((done) => receiver.close(() => done()));
    }
  });

  it("includes Node's own metrics: event-loop lag, memory, CPU", async () => {
    const text = await scrape();
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'process_cpu_seconds_total',
    ]) {
      expect(text, name).toMatch(new RegExp(`^${name} `, 'm'));
    }
  });

  it('is not in the OpenAPI document', async () => {
    const document = (await server.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { cookie } })).json();
    expect(Object.keys(document.paths).filter((path) => path.includes('metrics'))).toEqual([]);
  });

  it('answers every request with its id: the sane one it came with, else a new one', async () => {
    const given = 'edge-7f3a.91:b_c-2';
    const answers = await Promise.all([
      server.app.inject({ method: 'GET', url: '/api/faq', headers: { cookie, 'x-request-id': given } }),
      server.app.inject({ method: 'GET', url: '/api/faq', headers: { cookie } }),
      server.app.inject({ method: 'GET', url: '/api/faq', headers: { cookie, 'x-request-id': 'a'.repeat(129) } }),
      server.app.inject({ method: 'GET', url: '/api/faq', headers: { cookie, 'x-request-id': 'two words' } }),
      server.app.inject({ method: 'GET', url: '/api/faq', headers: { cookie, 'x-request-id': '<script>' } }),
      server.app.inject({ method: 'GET', url: '/api/faq', headers: { cookie, 'x-request-id': '' } }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers[0].headers['x-request-id']).toBe(given);
    for (const answer of answers.slice(1)) expect(answer.headers['x-request-id']).toMatch(UUID);
    expect(new Set(answers.map((answer) => answer.headers['x-request-id'])).size).toBe(answers.length);
  });

  it('sends the id on errors and 404s too', async () => {
    const cases = [
      await server.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: { cookie } }),
      await server.app.inject({ method: 'GET', url: '/no-such-file.txt' }),
      await server.app.inject({ method: 'GET', url: '/api/faq' }),
      await server.app.inject({
        method: 'POST',
        url: '/api/faq/add',
        headers: { cookie, 'content-type': 'application/json' },
        payload: '{not json',
      }),
      await server.app.inject({ method: 'GET', url: '/%FF' }),
      await server.app.inject({ method: 'GET', url: '/metrics' }),
    ];
    expect(cases.map((answer) => answer.statusCode)).toEqual([404, 404, 401, 400, 400, 401]);
    for (const answer of cases) expect(answer.headers['x-request-id']).toMatch(UUID);
  });

  it('puts the request id on every log line of the request', async () => {
    const id = `log-check-${randomUUID()}`;
    const wrongPassword = await server.app.inject({
      method: 'POST',
      url: '/api/admin/signin',
      headers: { 'x-request-id': id },
      payload: { email: 'nobody@example.com', password: 'Wrong-password-123' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    const ready = await server.app.inject({ method: 'GET', url: '/readyz', headers: { 'x-request-id': `${id}-b` } });
    expect(ready.statusCode).toBe(200);
    const ofRequest = logLines.filter((line) => String(line.reqId ?? '').startsWith(id));
    expect(ofRequest.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed']),
    );
    // Nothing about these requests was logged without the id.
    const mentions = logLines.filter((line) => JSON.stringify(line).includes(id));
    expect(mentions.every((line) => String(line.reqId).startsWith(id))).toBe(true);
    // And every line logged while serving any request carries an id.
    const requestLines = logLines.filter((line) => line.req || line.res);
    expect(requestLines.length).toBeGreaterThan(10);
    expect(requestLines.every((line) => typeof line.reqId === 'string' && line.reqId !== '')).toBe(true);
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => server?.close());

  it('is not found, token or not', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }, { authorization: 'Bearer ' }]) {
      const answer = await server.app.inject({ method: 'GET', url: '/metrics', headers });
      expect([answer.statusCode, answer.body]).toEqual([404, 'Not found']);
      expect(answer.headers['x-request-id']).toMatch(UUID);
    }
  });
});
