import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './helpers';

// index.html carries a static sign-in screen (style and markup between the build's comments) so the sign-in
// form paints before any script; a request with a session cookie gets the page without it (no form flashes
// before the signed-in app), any other keeps it.

const STYLE = '<!--static-sign-in--><style>.bo-signin-card{}</style><!--/static-sign-in-->';
const FORM = '<!--static-sign-in--><div id="bo-static-signin"><form></form></div><!--/static-sign-in-->';
let server: TestServer;
let appDir: string;

beforeAll(async () => {
  appDir = mkdtempSync(join(tmpdir(), 'backoffice-static-sign-in-'));
  writeFileSync(
    join(appDir, 'index.html'),
    `<!doctype html><html><head>${STYLE}</head><body>${FORM}<div id="root"></div></body></html>`,
  );
  server = await createTestServer({ config: { appDir } });
});
afterAll(async () => {
  await server?.close();
  rmSync(appDir, { recursive: true, force: true });
});

const page = (url: string, cookie?: string) =>
  server.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('the static sign-in screen in the app page', () => {
  it('is sent to a visitor without a session cookie, with its style given the page nonce', async () => {
    for (const url of ['/', '/dashboard']) {
      const answer = await page(url, 'theme=dark');
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('<div id="bo-static-signin">');
      expect(answer.body).toMatch(/<style nonce="[^"]+">\.bo-signin-card/);
    }
  });

  it('is left out, style and markup, for a request with a session cookie (plain or __Host-)', async () => {
    for (const cookie of ['bo_session=abc', 'theme=dark; __Host-bo_session=abc']) {
      const answer = await page('/dashboard', cookie);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain('bo-static-signin');
      expect(answer.body).not.toContain('bo-signin-card');
      expect(answer.body).toContain('<div id="root"></div>');
    }
    // An empty cookie of that name (a sign-out clears it) is no session.
    expect((await page('/', 'bo_session=')).body).toContain('<div id="bo-static-signin">');
  });
});
