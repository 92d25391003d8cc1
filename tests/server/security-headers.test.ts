import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withImportMapIntegrity, withNonce } from '../../packages/server/src/http/security-headers';
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
    const pages = await Promise.all(
      ['/', '/index.html', '/home'].map((url) => server.app.inject({ method: 'GET', url })),
    );
    const nonces = new Set<string>();
    for (const page of pages) {
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(APP_MARKER);
      const policy = String(page.headers['content-security-policy']);
      for (const directive of [
        "default-src 'self'",
        "script-src 'self'",
        "frame-ancestors 'none'",
        "object-src 'none'",
        "img-src 'self' data: blob:",
        "base-uri 'none'",
      ]) {
        expect(policy).toContain(directive);
      }
      const scriptNonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)![1];
      const nonce = /style-src-elem 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)![1];
      expect(page.body).toContain(`<meta name="csp-nonce" content="${nonce}" />`);
      // The script nonce is a different one, written nowhere a script could read it.
      expect(scriptNonce).not.toBe(nonce);
      expect(page.body).not.toContain(scriptNonce);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(3);
  });

  it('puts the script nonce on inline scripts only: never on a <script src>, whose imports would inherit it', () => {
    const html =
      '<html><head><script type="importmap">{"imports":{}}</script><script src="/assets/theme.js"></script><style>a{}</style></head><body><script type="module" src="/assets/main.js"></script></body></html>';
    const page = withNonce(html, { script: 'S', style: 'T' });
    expect(page).toContain('<script nonce="S" type="importmap">');
    expect(page).toContain('<script src="/assets/theme.js">');
    expect(page).toContain('<script type="module" src="/assets/main.js">');
    expect(page).toContain('<style nonce="T">');
    expect(page).toContain('<meta name="csp-nonce" content="T" />');
    expect(page).not.toMatch(/content="S"/);
  });

  it("gives external bundles' integrity hashes to the page's import map, kept with its imports", () => {
    const html =
      '<html><head><script type="importmap">{"imports":{"react":"/assets/shared/react.js"}}</script></head></html>';
    const page = withImportMapIntegrity(html, { 'http://localhost/plugins/x/index.js': 'sha384-abc' });
    const map = JSON.parse(/<script type="importmap">(.*?)<\/script>/.exec(page)![1]);
    expect(map).toEqual({
      imports: { react: '/assets/shared/react.js' },
      integrity: { 'http://localhost/plugins/x/index.js': 'sha384-abc' },
    });
  });

  it('gives every other answer a closed CSP, no framing and no sniffing, and no HSTS over plain HTTP', async () => {
    for (const url of ['/api/admin/profile', '/config.json', '/assets/main.js', '/api/nothing-here']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toBe(
        "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
      );
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
      expect((await server.app.inject({ method: 'GET', url })).headers['strict-transport-security'], url).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
  });

  it('names the session cookie __Host-bo_session (Secure, Path=/, no Domain) and reads only that name', async () => {
    const { email } = await server.createAdmin('viewer');
    const signedIn = await server.app.inject({
      method: 'POST',
      url: '/api/admin/signin',
      payload: { email, password: TEST_PASSWORD },
    });
    const setCookie = [signedIn.headers['set-cookie']].flat()[0]!;
    expect(setCookie).toMatch(/^__Host-bo_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('Secure');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).not.toMatch(/Domain=/i);
    const cookie = sessionCookieOf(signedIn.headers['set-cookie']);
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/admin/profile', headers: { cookie } })).statusCode,
    ).toBe(200);
    // The plain name (which a sibling subdomain could set) is not a session here.
    const planted = cookie.replace('__Host-bo_session=', 'bo_session=');
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/admin/profile', headers: { cookie: planted } })).statusCode,
    ).toBe(401);
    const signedOut = await server.app.inject({ method: 'POST', url: '/api/admin/signout', headers: { cookie } });
    expect(String(signedOut.headers['set-cookie'])).toMatch(/^__Host-bo_session=;/);
  });
});
