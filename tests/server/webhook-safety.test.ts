import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readEnvironment, type AppConfig } from '../../packages/server/src/config';
import { isPublicAddress } from '../../packages/server/src/http/outbound-address';
import { createTestServer, type TestServer } from './helpers';

/**
 * Content webhooks (docs/api.md "Public content API", docs/webhooks.md): a redirect is never followed, loopback,
 * link-local and private addresses are refused unless WEBHOOK_ALLOW_PRIVATE, and credentials in a
 * receiver's URL never reach the log. The receivers run on loopback, so the tests that must reach them
 * set webhookAllowPrivate; the refusal tests leave it off.
 */

interface Receiver {
  url: string;
  port: number;
  calls: Array<{ headers: IncomingHttpHeaders; body: string }>;
  close(): Promise<void>;
}

/** A receiver on loopback that records each call and answers `status`, with `Location: location` when given. */
async function startReceiver(status: number, location?: string): Promise<Receiver> {
  const calls: Receiver['calls'] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      calls.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(status, location ? { location } : {}).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    port,
    calls,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

async function until(check: () => boolean, what: string, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((wait) => setTimeout(wait, 25));
  }
}

/** A server whose webhooks go to `urls`, each tried once more a second or two later; `logged` holds every warn and error line. */
async function serverCalling(urls: string[], config: Partial<AppConfig> = {}) {
  const server = await createTestServer({
    config: {
      contentWebhookUrls: urls,
      contentWebhookSecret: 'webhook-secret',
      webhookRetries: 1,
      webhookRetryDelaySeconds: 1,
      ...config,
    },
  });
  const logged: string[] = [];
  const record = (...args: unknown[]) => {
    logged.push(JSON.stringify(args));
  };
  vi.spyOn(server.app.log, 'warn').mockImplementation(record);
  vi.spyOn(server.app.log, 'error').mockImplementation(record);
  return { server, logged };
}

/** One content write (a FAQ), which every webhook hears of. */
async function saveFaq(server: TestServer) {
  // An admin's save goes live (an editor's is a draft, which no webhook hears of).
  const cookie = await server.signIn('admin');
  const saved = await server.app.inject({
    method: 'POST',
    url: '/api/faq/add',
    headers: { cookie },
    payload: { question: 'Do you ship?', answer: 'Yes.', row: 1 },
  });
  expect(saved.statusCode, saved.body).toBe(201);
}

/** The log lines that say a call to `url` was given up (after its retry). */
const givenUp = (logged: string[], text: string) =>
  logged.filter((line) => line.includes('given up') && line.includes(text));

let target: Receiver;
beforeAll(async () => {
  target = await startReceiver(204);
});
afterAll(async () => {
  await target.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('webhooks never follow redirects', () => {
  it('a 307 and a 302 to another loopback receiver are failed deliveries: the signed body is never re-sent there', async () => {
    const temporary = await startReceiver(307, `${target.url}?from=307`);
    const found = await startReceiver(302, `${target.url}?from=302`);
    const { server, logged } = await serverCalling([temporary.url, found.url], { webhookAllowPrivate: true });
    try {
      target.calls.length = 0;
      await saveFaq(server);
      await until(
        () => givenUp(logged, String(temporary.port)).length === 1 && givenUp(logged, String(found.port)).length === 1,
        'both calls given up',
      );
      expect(temporary.calls).toHaveLength(2);
      expect(found.calls).toHaveLength(2);
      expect(target.calls).toHaveLength(0);
      expect(givenUp(logged, String(temporary.port))[0]).toContain('answered 307, a redirect (not followed)');
      expect(givenUp(logged, String(found.port))[0]).toContain('answered 302, a redirect (not followed)');
    } finally {
      await server.close();
      await Promise.all([temporary.close(), found.close()]);
    }
  });

  it('a redirect to the cloud metadata address is not followed either', async () => {
    const metadata = await startReceiver(302, 'http://169.254.169.254/latest/meta-data/');
    const { server, logged } = await serverCalling([metadata.url], { webhookAllowPrivate: true });
    try {
      await saveFaq(server);
      await until(() => givenUp(logged, String(metadata.port)).length === 1, 'the call given up');
      expect(givenUp(logged, String(metadata.port))[0]).toContain('answered 302');
    } finally {
      await server.close();
      await metadata.close();
    }
  });
});

describe('webhooks refuse loopback, link-local and private addresses unless WEBHOOK_ALLOW_PRIVATE', () => {
  it('refuses 169.254.169.254, a loopback IP, an IPv4-mapped loopback and a name that resolves to loopback; none is called', async () => {
    const urls = [
      'http://169.254.169.254/latest/meta-data/',
      target.url,
      `http://[::ffff:127.0.0.1]:${target.port}/hook`,
      `http://localhost:${target.port}/hook`,
    ];
    const { server, logged } = await serverCalling(urls);
    try {
      target.calls.length = 0;
      await saveFaq(server);
      await until(
        () => logged.filter((line) => line.includes('given up')).length === urls.length,
        'every call given up',
      );
      expect(target.calls).toHaveLength(0);
      // The URL parser writes the IPv4-mapped address in hex.
      for (const refused of ['169.254.169.254', '127.0.0.1', '::ffff:7f00:1']) {
        expect(
          logged.some((line) => line.includes(`refused to call ${refused}`) && line.includes('given up')),
          refused,
        ).toBe(true);
      }
      // localhost is resolved and its address checked as the connection is made.
      expect(givenUp(logged, 'localhost')[0]).toMatch(/refused to call (127\.0\.0\.1|::1)/);
    } finally {
      await server.close();
    }
  });

  it('with WEBHOOK_ALLOW_PRIVATE a loopback receiver is called', async () => {
    const { server } = await serverCalling([target.url], { webhookAllowPrivate: true });
    try {
      target.calls.length = 0;
      await saveFaq(server);
      await until(() => target.calls.length === 1, 'the call');
      expect(target.calls[0].headers['x-content-signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
    } finally {
      await server.close();
    }
  });

  it('counts as public only ordinary unicast addresses', () => {
    const refused = [
      '127.0.0.1',
      '127.8.9.10',
      '0.0.0.0',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '100.127.255.254',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '::ffff:169.254.169.254',
      '64:ff9b::a9fe:a9fe',
      '2002:a9fe:a9fe::1',
      'not-an-address',
    ];
    for (const address of refused) expect(isPublicAddress(address), address).toBe(false);
    for (const address of [
      '93.184.216.34',
      '8.8.8.8',
      '172.32.0.1',
      '100.128.0.1',
      '2606:4700::1111',
      '::ffff:8.8.8.8',
    ])
      expect(isPublicAddress(address), address).toBe(true);
  });
});

describe('webhook credentials are never logged', () => {
  it('a receiver URL with user:pass@ is called with Basic authentication and logged without the password', async () => {
    const failing = await startReceiver(500);
    const url = `http://hook-user:hunter2-secret@127.0.0.1:${failing.port}/hook`;
    const { server, logged } = await serverCalling([url], { webhookAllowPrivate: true });
    try {
      await saveFaq(server);
      await until(() => givenUp(logged, String(failing.port)).length === 1, 'the call given up');
      expect(failing.calls[0].headers.authorization).toBe(
        `Basic ${Buffer.from('hook-user:hunter2-secret').toString('base64')}`,
      );
      // One line for the delivery given up (none for the failed first try), naming the reason.
      expect(logged.filter((line) => line.includes(String(failing.port)))).toHaveLength(1);
      expect(givenUp(logged, String(failing.port))[0]).toContain('answered 500');
      expect(logged.join('\n')).not.toContain('hunter2');
      expect(logged.join('\n')).not.toContain('hook-user');
      expect(givenUp(logged, String(failing.port))[0]).toContain(`http://***@127.0.0.1:${failing.port}/hook`);
    } finally {
      await server.close();
      await failing.close();
    }
  });

  it('a refused address with credentials is logged without them', async () => {
    const { server, logged } = await serverCalling(['http://admin:hunter2-secret@169.254.169.254/hook']);
    try {
      await saveFaq(server);
      await until(() => logged.some((line) => line.includes('given up')), 'the call given up');
      expect(logged.join('\n')).not.toContain('hunter2');
      expect(logged.join('\n')).toContain('http://***@169.254.169.254/hook');
    } finally {
      await server.close();
    }
  });

  it('a malformed CONTENT_WEBHOOK_URLS entry is refused at start without echoing its password', () => {
    const read = () =>
      readEnvironment(
        { CONTENT_WEBHOOK_URLS: 'http://user:hunter2-secret@exa mple.com/hook', CONTENT_WEBHOOK_SECRET: 's' },
        '/tmp',
      );
    expect(read).toThrow(/CONTENT_WEBHOOK_URLS must hold http\(s\) addresses/);
    expect(read).not.toThrow(/hunter2/);
    expect(readEnvironment({ WEBHOOK_ALLOW_PRIVATE: '1' }, '/tmp').webhookAllowPrivate).toBe(true);
    expect(readEnvironment({}, '/tmp').webhookAllowPrivate).toBe(false);
  });
});
