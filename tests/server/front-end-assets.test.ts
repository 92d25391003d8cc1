import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './helpers';

// The built app served as a CDN would: hashed assets cached for a year, precompressed .br / .gz chosen by the
// browser's Accept-Encoding, and the files that name them (index.html, /config.json) checked on every visit.

const ENTRY = 'main-Ab12Cd34.js';
const SOURCE = `export const app = ${JSON.stringify('sign-in screen '.repeat(400))};\n`;
let server: TestServer;
let appDir: string;

beforeAll(async () => {
  appDir = mkdtempSync(join(tmpdir(), 'backoffice-assets-'));
  mkdirSync(join(appDir, 'assets'));
  writeFileSync(
    join(appDir, 'index.html'),
    `<!doctype html><html><head></head><body><script type="module" src="/assets/${ENTRY}"></script></body></html>`,
  );
  writeFileSync(join(appDir, 'assets', ENTRY), SOURCE);
  writeFileSync(join(appDir, 'assets', `${ENTRY}.br`), brotliCompressSync(SOURCE));
  writeFileSync(join(appDir, 'assets', `${ENTRY}.gz`), gzipSync(SOURCE));
  server = await createTestServer({ config: { appDir } });
});
afterAll(async () => {
  await server?.close();
  rmSync(appDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  server.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('assets', () => {
  it('sends the brotli file to a browser that accepts it, else gzip, else the file itself; all cached for a year', async () => {
    const brotli = await get(`/assets/${ENTRY}`, 'gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SOURCE);
    expect(brotli.rawPayload.length).toBeLessThan(SOURCE.length / 10);

    const gzip = await get(`/assets/${ENTRY}`, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SOURCE);

    const plain = await get(`/assets/${ENTRY}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SOURCE);

    for (const response of [brotli, gzip, plain]) {
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // The hash in the name is the version: an ETag, and no Last-Modified or Accept-Ranges to send with it.
      expect(response.headers.etag).toBeTruthy();
      expect(response.headers['last-modified']).toBeUndefined();
      expect(response.headers['accept-ranges']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toMatch(/^application\/javascript/);
    }
  });

  it('has index.html and /config.json checked on every visit (no-cache)', async () => {
    for (const url of ['/', '/index.html', '/leads-contact', '/config.json']) {
      const response = await get(url, 'br, gzip');
      expect({ url, status: response.statusCode, cache: response.headers['cache-control'] }).toEqual({
        url,
        status: 200,
        cache: 'no-cache',
      });
    }
    expect((await get('/')).body).toContain(`/assets/${ENTRY}`);
  });

  it('compresses the app page (made per request, with its nonce) for the browser: brotli, else gzip, else plain', async () => {
    const brotli = await get('/', 'gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    const page = brotliDecompressSync(brotli.rawPayload).toString();
    expect(page).toContain(`/assets/${ENTRY}`);
    // The style nonce, in the page for the front end's styles (the script nonce is only on inline scripts).
    const nonce = /style-src-elem 'self' 'nonce-([^']+)'/.exec(String(brotli.headers['content-security-policy']))![1];
    expect(page).toContain(`content="${nonce}"`);

    const gzip = await get('/leads-contact', 'br;q=0, gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain(`/assets/${ENTRY}`);

    const plain = await get('/index.html', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain(`/assets/${ENTRY}`);
    for (const response of [brotli, gzip, plain]) {
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    }
  });

  it('answers 404 for an asset that is not there (an old hash), never index.html', async () => {
    const missing = await get('/assets/main-OldHash1.js', 'br');
    expect(missing.statusCode).toBe(404);
    expect(String(missing.headers['cache-control'] ?? '')).not.toContain('immutable');
    expect(missing.body).not.toContain('<script');
  });
});
