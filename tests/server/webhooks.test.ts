import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhook } from '../../docs/webhook-verifier';
import { createTestServer, type TestServer } from './helpers';

/**
 * Webhooks managed in the product (docs/webhooks.md): super admins add, edit, pause,
 * delete endpoints and rotate their secret (shown once, `whsec_`), every content change reaches each active
 * endpoint signed per Standard Webhooks, each delivery is recorded (status, code, duration, attempts) and can
 * be resent with the same webhook-id; the Background jobs list shows the runs. The documented verifier
 * accepts a valid call and refuses a tampered body, an old timestamp and bad headers without throwing.
 */

interface Receiver {
  url: string;
  calls: Array<{ headers: IncomingHttpHeaders; body: string }>;
  status: number;
  close(): Promise<void>;
}

async function startReceiver(status = 204): Promise<Receiver> {
  const receiver = { calls: [], status } as unknown as Receiver;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      receiver.calls.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(receiver.status).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  receiver.close = () =>
    new Promise<void>((done) => {
      server.closeAllConnections();
      server.close(() => done());
    });
  return receiver;
}

async function until<T>(
  read: () => Promise<T | undefined | false> | T | undefined | false,
  what: string,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined && value !== false) return value as T;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((wait) => setTimeout(wait, 50));
  }
}

let server: TestServer;
let superAdmin: string;
let editor: string;
let receiver: Receiver;

beforeAll(async () => {
  receiver = await startReceiver(204);
  // Receivers on loopback need WEBHOOK_ALLOW_PRIVATE; one retry, a second or two after the first try.
  server = await createTestServer({
    config: { webhookAllowPrivate: true, webhookRetries: 1, webhookRetryDelaySeconds: 1 },
  });
  superAdmin = await server.signIn('superAdmin');
  editor = await server.signIn('editor');
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, cookie = superAdmin) =>
  server.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function addFaq(question: string) {
  // Published at once (an editor's FAQ would be a draft, which the site never hears of).
  const saved = await api('POST', '/api/faq/add', { question, answer: 'Yes.', row: 1 }, superAdmin);
  expect(saved.statusCode, saved.body).toBe(201);
  return saved.json().data as { _id: string; updatedAt: string };
}

const callsFor = (target: Receiver, id: string) => target.calls.filter((call) => JSON.parse(call.body).id === id);

describe('webhook endpoints (super admins)', () => {
  let endpointId: string;
  let secret: string;

  it('only super admins manage them; a bad address or event kind is a 400', async () => {
    for (const role of ['admin', 'editor'] as const) {
      const cookie = await server.signIn(role);
      expect((await api('GET', '/api/webhooks/endpoints', undefined, cookie)).statusCode).toBe(403);
      expect((await api('GET', '/api/background-jobs', undefined, cookie)).statusCode).toBe(403);
    }
    const bad = await api('POST', '/api/webhooks/endpoints', { url: 'ftp://example.com/hook' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The address must be an http:// or https:// URL');
    expect(
      (await api('POST', '/api/webhooks/endpoints', { url: receiver.url, events: ['no-such-kind'] })).statusCode,
    ).toBe(400);
  });

  it('adds an endpoint and shows its whsec_ secret once', async () => {
    const added = await api('POST', '/api/webhooks/endpoints', { url: receiver.url, description: 'Site rebuild' });
    expect(added.statusCode, added.body).toBe(201);
    const endpoint = added.json().data;
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(endpoint).toMatchObject({
      url: receiver.url,
      description: 'Site rebuild',
      events: [],
      paused: false,
      source: 'admin',
    });
    endpointId = endpoint._id;
    secret = endpoint.secret;
    const listed = (await api('GET', '/api/webhooks/endpoints')).json().data;
    expect(listed).toHaveLength(1);
    expect(listed[0].secret).toBeUndefined();
    expect(listed[0].secretHint).toBe(`${secret.slice(0, 10)}…`);
  });

  it('delivers a content change signed per Standard Webhooks, and records the delivery', async () => {
    const faq = await addFaq('Signed?');
    const [call] = await until(
      () => callsFor(receiver, faq._id).length === 1 && callsFor(receiver, faq._id),
      'the call',
    );
    expect(call.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(Math.abs(Number(call.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(30);
    expect(call.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(JSON.parse(call.body)).toMatchObject({
      event: 'content.changed',
      kind: 'faq',
      action: 'create',
      id: faq._id,
    });
    // The standard library and the documented verifier both accept it.
    expect(new Webhook(secret).verify(call.body, call.headers as Record<string, string>)).toMatchObject({
      id: faq._id,
    });
    expect(verifyWebhook(secret, call.body, call.headers)).toMatchObject({ ok: true, id: call.headers['webhook-id'] });

    const deliveries = await until(async () => {
      const page = (await api('GET', `/api/webhooks/endpoints/${endpointId}/deliveries`)).json().data;
      return page.data[0]?.status === 'delivered' ? page : undefined;
    }, 'the delivery recorded');
    expect(deliveries.total).toBe(1);
    expect(deliveries.data[0]).toMatchObject({
      messageId: call.headers['webhook-id'],
      status: 'delivered',
      attempts: 1,
      responseCode: 204,
      lastError: null,
      event: 'content.changed',
    });
    expect(deliveries.data[0].durationMs).toBeGreaterThanOrEqual(0);
    expect(deliveries.data[0].summary).toContain('faq · create');
  });

  it('queues nothing for a write that rolls back (a stale version: 409)', async () => {
    const faq = await addFaq('Stale?');
    await until(() => callsFor(receiver, faq._id).length === 1 || undefined, 'the create');
    const stale = await api(
      'PUT',
      `/api/faq/edit/${faq._id}`,
      { question: 'Changed', updatedAt: '2020-01-01T00:00:00.000Z' },
      editor,
    );
    expect(stale.statusCode).toBe(409);
    const count = await server.db
      .selectFrom('webhook_deliveries')
      .select((select) => select.fn.countAll<number>().as('n'))
      .where('payload', '@>', JSON.stringify({ id: faq._id }) as never)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('a paused endpoint hears nothing; one limited to some kinds hears only those', async () => {
    const current = (await api('GET', '/api/webhooks/endpoints')).json().data[0];
    // An edit based on an old version is refused (another super admin changed it meanwhile).
    const stale = await api('PUT', `/api/webhooks/endpoints/${endpointId}`, {
      paused: true,
      updatedAt: '2001-02-03T04:05:06.000Z',
    });
    expect(stale.statusCode, stale.body).toBe(409);
    const staleHeader = await server.app.inject({
      method: 'PUT',
      url: `/api/webhooks/endpoints/${endpointId}`,
      headers: { cookie: superAdmin, 'if-match': '"2001-02-03T04:05:06.000Z"' },
      payload: { paused: true },
    });
    expect(staleHeader.statusCode, staleHeader.body).toBe(409);
    const paused = await api('PUT', `/api/webhooks/endpoints/${endpointId}`, {
      paused: true,
      updatedAt: current.updatedAt,
    });
    expect(paused.statusCode, paused.body).toBe(200);
    const quiet = await addFaq('Paused?');
    const limited = await api('PUT', `/api/webhooks/endpoints/${endpointId}`, { paused: false, events: ['article'] });
    expect(limited.json().data).toMatchObject({ paused: false, events: ['article'] });
    const filtered = await addFaq('Filtered?');
    await api('PUT', `/api/webhooks/endpoints/${endpointId}`, { events: [] });
    const heard = await addFaq('Heard again?');
    await until(() => callsFor(receiver, heard._id).length === 1 || undefined, 'the call after');
    expect(callsFor(receiver, quiet._id)).toHaveLength(0);
    expect(callsFor(receiver, filtered._id)).toHaveLength(0);
  });

  it('rotates the secret: shown once, and the next calls verify with it only', async () => {
    const rotated = await api('POST', `/api/webhooks/endpoints/${endpointId}/rotate-secret`);
    expect(rotated.statusCode).toBe(200);
    const fresh = rotated.json().data.secret;
    expect(fresh).toMatch(/^whsec_/);
    expect(fresh).not.toBe(secret);
    const faq = await addFaq('Rotated?');
    const [call] = await until(
      () => callsFor(receiver, faq._id).length === 1 && callsFor(receiver, faq._id),
      'the call',
    );
    expect(verifyWebhook(fresh, call.body, call.headers).ok).toBe(true);
    expect(verifyWebhook(secret, call.body, call.headers)).toEqual({
      ok: false,
      reason: 'No matching signature found',
    });
    secret = fresh;
  });

  it('a failing receiver: retried with the same webhook-id, recorded as failed, and resent by hand once it works', async () => {
    receiver.status = 503;
    const faq = await addFaq('Down?');
    await until(() => callsFor(receiver, faq._id).length === 2 || undefined, 'the first try and the retry');
    const calls = callsFor(receiver, faq._id);
    expect(calls[1].headers['webhook-id']).toBe(calls[0].headers['webhook-id']);
    const failed = await until(async () => {
      const rows = (await api('GET', `/api/webhooks/endpoints/${endpointId}/deliveries`)).json().data.data as Array<{
        _id: string;
        messageId: string;
        status: string;
      }>;
      return rows.find((row) => row.messageId === calls[0].headers['webhook-id'] && row.status === 'failed');
    }, 'the delivery failed');
    expect(failed).toMatchObject({ attempts: 2, responseCode: 503, lastError: 'answered 503' });

    // Its job is visible, failed, with its attempts and last error.
    const jobs = (await api('GET', '/api/background-jobs?queue=webhook-delivery&state=failed')).json().data;
    expect(jobs.data[0]).toMatchObject({ queue: 'webhook-delivery', state: 'failed', attempts: 2, maxAttempts: 2 });
    expect(jobs.data[0].lastError).toContain('answered 503');
    expect(jobs.queues.find((queue: { queue: string }) => queue.queue === 'webhook-delivery').counts.failed).toBe(1);

    receiver.status = 200;
    const resent = await api('POST', `/api/webhooks/deliveries/${failed._id}/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    await until(() => callsFor(receiver, faq._id).length === 3 || undefined, 'the resend');
    expect(callsFor(receiver, faq._id)[2].headers['webhook-id']).toBe(calls[0].headers['webhook-id']);
    const after = await until(async () => {
      const rows = (await api('GET', `/api/webhooks/endpoints/${endpointId}/deliveries`)).json().data.data as Array<{
        _id: string;
        status: string;
      }>;
      return rows.find((row) => row._id === failed._id && row.status === 'delivered');
    }, 'the resend recorded');
    expect(after).toMatchObject({ attempts: 3, responseCode: 200, lastError: null });
    expect((await api('POST', '/api/webhooks/deliveries/00000000-0000-4000-8000-000000000000/resend')).statusCode).toBe(
      404,
    );
  });

  it('deletes an endpoint with its deliveries; a missing one is a 404', async () => {
    expect((await api('DELETE', `/api/webhooks/endpoints/${endpointId}`)).statusCode).toBe(200);
    expect((await api('DELETE', `/api/webhooks/endpoints/${endpointId}`)).statusCode).toBe(404);
    expect((await api('GET', `/api/webhooks/endpoints/${endpointId}/deliveries`)).statusCode).toBe(404);
    expect(
      (await server.db.selectFrom('webhook_deliveries').selectAll().where('endpoint_id', '=', endpointId).execute())
        .length,
    ).toBe(0);
  });
});

describe('endpoints from CONTENT_WEBHOOK_URLS', () => {
  it('become endpoints at start (once), accept a whsec_ secret, and cannot be deleted or rotated in the product', async () => {
    const envSecret = `whsec_${Buffer.from('an environment secret of 32 bytes').toString('base64')}`;
    const booted = await createTestServer({
      config: { contentWebhookUrls: [receiver.url], contentWebhookSecret: envSecret, webhookAllowPrivate: true },
    });
    try {
      const cookie = await booted.signIn('superAdmin');
      const listed = (
        await booted.app.inject({ method: 'GET', url: '/api/webhooks/endpoints', headers: { cookie } })
      ).json().data;
      expect(listed).toHaveLength(1);
      expect(listed[0]).toMatchObject({ url: receiver.url, source: 'env' });
      const id = listed[0]._id;
      expect(
        (await booted.app.inject({ method: 'DELETE', url: `/api/webhooks/endpoints/${id}`, headers: { cookie } }))
          .statusCode,
      ).toBe(409);
      expect(
        (
          await booted.app.inject({
            method: 'POST',
            url: `/api/webhooks/endpoints/${id}/rotate-secret`,
            headers: { cookie },
          })
        ).statusCode,
      ).toBe(409);
      const saved = await booted.app.inject({
        method: 'POST',
        url: '/api/faq/add',
        headers: { cookie },
        payload: { question: 'From env?', answer: 'Yes.', row: 1 },
      });
      const faqId = saved.json().data._id;
      const [call] = await until(() => callsFor(receiver, faqId).length === 1 && callsFor(receiver, faqId), 'the call');
      expect(verifyWebhook(envSecret, call.body, call.headers).ok).toBe(true);
    } finally {
      await booted.close();
    }
  });
});

describe('the documented verifier (docs/webhook-verifier.ts)', () => {
  const secret = `whsec_${Buffer.alloc(24, 7).toString('base64')}`;
  const body = JSON.stringify({ event: 'content.changed', kind: 'faq', action: 'create', id: 'x' });
  const signed = (at: Date, text = body) => ({
    'webhook-id': 'msg_1',
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign('msg_1', at, text),
  });

  it('accepts a valid call', () => {
    expect(verifyWebhook(secret, body, signed(new Date()))).toEqual({
      ok: true,
      id: 'msg_1',
      payload: JSON.parse(body),
    });
  });

  it('refuses a tampered body, another id, and an old or future timestamp', () => {
    expect(verifyWebhook(secret, body.replace('create', 'delete'), signed(new Date()))).toEqual({
      ok: false,
      reason: 'No matching signature found',
    });
    expect(verifyWebhook(secret, body, { ...signed(new Date()), 'webhook-id': 'msg_2' })).toEqual({
      ok: false,
      reason: 'No matching signature found',
    });
    expect(verifyWebhook(secret, body, signed(new Date(Date.now() - 10 * 60_000)))).toEqual({
      ok: false,
      reason: 'Message timestamp too old',
    });
    expect(verifyWebhook(secret, body, signed(new Date(Date.now() + 10 * 60_000)))).toEqual({
      ok: false,
      reason: 'Message timestamp too new',
    });
  });

  it('never throws on missing, short or malformed headers', () => {
    const good = signed(new Date());
    expect(verifyWebhook(secret, body, {})).toMatchObject({ ok: false });
    expect(verifyWebhook(secret, body, { ...good, 'webhook-signature': 'v1,x' })).toMatchObject({ ok: false });
    expect(verifyWebhook(secret, body, { ...good, 'webhook-signature': 'garbage' })).toMatchObject({ ok: false });
    expect(verifyWebhook(secret, body, { ...good, 'webhook-timestamp': 'not-a-number' })).toMatchObject({ ok: false });
    expect(verifyWebhook(secret, body, { ...good, 'webhook-id': ['msg_1', 'msg_2'] })).toMatchObject({ ok: true });
  });
});
