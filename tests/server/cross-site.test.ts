import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './helpers';

const REFUSED = { success: false, message: 'Cross-site requests are not allowed' };
const faq = (question: string) => ({ question, answer: 'An answer.', row: 1 });

describe('cross-site writes', () => {
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    server = await createTestServer({ config: { publicSiteOrigins: ['https://www.example.com'] } });
    cookie = await server.signIn('editor');
  });
  afterAll(async () => {
    await server?.close();
  });

  const questions = async () =>
    (await server.db.selectFrom('faqs').select('question').execute()).map((row) => row.question);
  const addFaq = (question: string, headers: Record<string, string>) =>
    server.rawInject({ method: 'POST', url: '/api/faq/add', payload: faq(question), headers: { cookie, ...headers } });

  it('refuses a write from another origin carrying the admin cookie, and stores nothing', async () => {
    const response = await addFaq('From evil', { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(REFUSED);
    expect(await questions()).not.toContain('From evil');
  });

  it('accepts the same write from the app’s own origin (the Host it was sent to)', async () => {
    // app.inject sends Host: localhost:80; a browser's Origin omits the default port.
    const response = await addFaq('Same origin', { origin: 'http://localhost' });
    expect(response.statusCode).toBe(201);
    expect(await questions()).toContain('Same origin');
  });

  it('falls back to Sec-Fetch-Site, then Referer, when Origin is absent', async () => {
    expect((await addFaq('Fetch cross', { 'sec-fetch-site': 'cross-site' })).json()).toEqual(REFUSED);
    expect((await addFaq('Fetch sibling', { 'sec-fetch-site': 'same-site' })).json()).toEqual(REFUSED);
    expect((await addFaq('Fetch same', { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(201);
    expect((await addFaq('Referer cross', { referer: 'https://evil.example/page' })).json()).toEqual(REFUSED);
    expect((await addFaq('Referer same', { referer: 'http://localhost/faqs' })).statusCode).toBe(201);
    const stored = await questions();
    expect(stored).toEqual(expect.arrayContaining(['Fetch same', 'Referer same']));
    expect(stored).not.toEqual(expect.arrayContaining(['Fetch cross']));
    expect(stored.filter((question) => ['Fetch cross', 'Fetch sibling', 'Referer cross'].includes(question))).toEqual(
      [],
    );
  });

  it('refuses a cookie-authenticated write that proves no origin at all; without a cookie it is just 401', async () => {
    const bare = await addFaq('No proof', {});
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toEqual(REFUSED);
    const anonymous = await server.rawInject({ method: 'POST', url: '/api/faq/add', payload: faq('Anonymous') });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets reads through from anywhere (links into the app)', async () => {
    const response = await server.rawInject({
      method: 'GET',
      url: '/api/faq',
      headers: { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('keeps the public intake callable from the public site (CORS) and from servers', async () => {
    const fromSite = await server.rawInject({
      method: 'POST',
      url: '/api/public/newsletter',
      payload: { email: 'reader@example.com' },
      headers: { origin: 'https://www.example.com' },
    });
    expect(fromSite.statusCode).toBeLessThan(300);
    expect(fromSite.headers['access-control-allow-origin']).toBe('https://www.example.com');
    const fromElsewhere = await server.rawInject({
      method: 'POST',
      url: '/api/public/newsletter',
      payload: { email: 'other@example.com' },
      headers: { origin: 'https://evil.example' },
    });
    expect(fromElsewhere.statusCode).toBeLessThan(300); // a browser there cannot read it: no CORS header
    expect(fromElsewhere.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('cross-site writes behind a proxy and on sibling subdomains', () => {
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    server = await createTestServer({ config: { publicUrl: 'https://admin.example.com' } });
    cookie = await server.signIn('editor');
  });
  afterAll(async () => {
    await server?.close();
  });

  const addFaq = (question: string, origin: string) =>
    server.rawInject({
      method: 'POST',
      url: '/api/faq/add',
      payload: faq(question),
      headers: { cookie, origin, host: '127.0.0.1:8081' },
    });

  it('refuses a sibling subdomain (same site, other origin) and accepts PUBLIC_URL’s origin', async () => {
    const sibling = await addFaq('From www', 'https://www.example.com');
    expect(sibling.statusCode).toBe(403);
    expect(sibling.json()).toEqual(REFUSED);
    expect((await addFaq('Plain http', 'http://admin.example.com')).statusCode).toBe(403);
    expect((await addFaq('From admin', 'https://admin.example.com')).statusCode).toBe(201);
  });
});

describe('cross-site writes behind a trusted proxy without PUBLIC_URL', () => {
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    server = await createTestServer({ config: { trustProxy: true } });
    cookie = await server.signIn('editor');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('compares with the scheme and host the proxy forwards', async () => {
    const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'admin.example.com', host: '127.0.0.1:8081' };
    const send = (origin: string) =>
      server.rawInject({
        method: 'POST',
        url: '/api/faq/add',
        payload: faq(`Via ${origin}`),
        headers: { cookie, origin, ...forwarded },
      });
    expect((await send('https://admin.example.com')).statusCode).toBe(201);
    expect((await send('https://www.example.com')).statusCode).toBe(403);
  });
});

describe('cross-site writes over HTTPS behind a proxy that does not say so (COOKIE_SECURE, no TRUST_PROXY)', () => {
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    server = await createTestServer({ config: { cookieSecure: true } });
    cookie = await server.signIn('editor');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('takes the app to be https:// on the Host it sees', async () => {
    const send = (origin: string) =>
      server.rawInject({
        method: 'POST',
        url: '/api/faq/add',
        payload: faq(`Via ${origin}`),
        headers: { cookie, origin, host: 'admin.example.com' },
      });
    expect((await send('https://admin.example.com')).statusCode).toBe(201);
    expect((await send('http://admin.example.com')).statusCode).toBe(403);
  });
});
