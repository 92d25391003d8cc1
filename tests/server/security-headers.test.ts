import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_MARKER, createTestServer, sessionCookieOf, TEST_PASSWORD, type TestServer } from './helpers';

describe('browser security headers', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('serves the app page with a CSP whose fresh nonce is on its inline elements and in a meta tag', async () => {
    const pages = await Promise.all(['/', '/index.html', '/home'].map((url) => server.app.inject({ method: 'GET', url })));
    const nonces = new Set<string>();
    for (const page of pages) {
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(APP_MARKER);
      const policy = String(page.headers['content-security-policy']);
      for (const directive of ["default-src 'self'", "script-src 'self'", "frame-ancestors 'none'", "object-src 'none'", "img-src 'self' data: blob:", "base-uri 'none'"]) {
        expect(policy).toContain(directive);
      }
      const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)![1];
      expect(policy).toContain(`style-src-elem 'self' 'nonce-${nonce}'`);
      expect(page.body).toContain(`<meta name="csp-nonce" content="${nonce}" />`);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(3);
  });

  it('gives every other answer a closed CSP, no framing and no sniffing, and no HSTS over plain HTTP', async () => {
    for (const url of ['/api/admin/profile', '/config.json', '/assets/main.js', '/api/nothing-here']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });
});

describe('over HTTPS (COOKIE_SECURE)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer({ config: { cookieSecure: true } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('sends Strict-Transport-Security on every answer', async () => {
    for (const url of ['/', '/api/admin/profile', '/config.json']) {
      expect((await server.app.inject({ method: 'GET', url })).headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('names the session cookie __Host-bo_session (Secure, Path=/, no Domain) and reads only that name', async () => {
    const { email } = await server.createAdmin('viewer');
    const signedIn = await server.app.inject({ method: 'POST', url: '/api/admin/signin', payload: { email, password: TEST_PASSWORD } });
    const setCookie = [signedIn.headers['set-cookie']].flat()[0]!;
    expect(setCookie).toMatch(/^__Host-bo_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('Secure');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).not.toMatch(/Domain=/i);
    const cookie = sessionCookieOf(signedIn.headers['set-cookie']);
    expect((await server.app.inject({ method: 'GET', url: '/api/admin/profile', headers: { cookie } })).statusCode).toBe(200);
    // The plain name (which a sibling subdomain could set) is not a session here.
    const planted = cookie.replace('__Host-bo_session=', 'bo_session=');
    expect((await server.app.inject({ method: 'GET', url: '/api/admin/profile', headers: { cookie: planted } })).statusCode).toBe(401);
    const signedOut = await server.app.inject({ method: 'POST', url: '/api/admin/signout', headers: { cookie } });
    expect(String(signedOut.headers['set-cookie'])).toMatch(/^__Host-bo_session=;/);
  });
});
