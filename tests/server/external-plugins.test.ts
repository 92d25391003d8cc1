import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pluginOrigins, readEnvironment } from '../../packages/server/src/config';
import { createTestServer, type TestServer } from './helpers';

// External plugins' bundles dropped into PLUGINS_DIR are served at /plugins/<id>/..., /config.json tells the app
// which other origins may serve them (PLUGIN_ORIGINS), and the app page's CSP allows exactly those scripts.

const BUNDLE =
  'import { definePlugin } from "@backoffice/kernel";\nexport default definePlugin({ id: "quote-editor", pluginApi: "^1.0" });\n';
let server: TestServer;
let pluginsDir: string;
let appConfigFile: string;

beforeAll(async () => {
  pluginsDir = mkdtempSync(join(tmpdir(), 'backoffice-plugins-'));
  mkdirSync(join(pluginsDir, 'quote-editor'));
  writeFileSync(join(pluginsDir, 'quote-editor', 'index.js'), BUNDLE);
  writeFileSync(join(pluginsDir, 'quote-editor', 'quote.css'), '.quote { font-style: italic }');
  appConfigFile = join(pluginsDir, 'config.json');
  writeFileSync(
    appConfigFile,
    JSON.stringify({
      plugins: {},
      externalPlugins: [{ id: 'quote-editor', url: '/plugins/quote-editor/index.js' }],
      pluginOrigins: ['https://sneaked-in.example.net'],
    }),
  );
  server = await createTestServer({
    config: { pluginsDir, appConfigFile, pluginOrigins: ['https://plugins.example.com'] },
  });
});
afterAll(async () => {
  await server?.close();
  rmSync(pluginsDir, { recursive: true, force: true });
});

describe('external plugin bundles', () => {
  it('are served from the plugins folder with their content type, revalidated on each load', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/plugins/quote-editor/index.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(BUNDLE);
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const again = await server.app.inject({
      method: 'GET',
      url: '/plugins/quote-editor/index.js',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const css = await server.app.inject({ method: 'GET', url: '/plugins/quote-editor/quote.css' });
    expect(css.headers['content-type']).toMatch(/^text\/css/);
  });

  it('answer 404 (never the app page) for a missing bundle or a path leaving the folder, 403 for a folder', async () => {
    for (const url of [
      '/plugins/quote-editor/missing.js',
      '/plugins/nobody/index.js',
      '/plugins/quote-editor/',
      '/plugins/..%2fconfig.json',
      '/plugins/../package.json',
    ]) {
      const response = await server.app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: url.endsWith('/') ? 403 : 404 });
      expect(response.body).not.toContain('<div id="root">');
    }
  });

  it("lists the configured external plugins in /config.json, with the origins the server allows (not the file's)", async () => {
    const config = (await server.app.inject({ method: 'GET', url: '/config.json' })).json();
    expect(config.externalPlugins).toEqual([{ id: 'quote-editor', url: '/plugins/quote-editor/index.js' }]);
    expect(config.pluginOrigins).toEqual(['https://plugins.example.com']);
  });

  it('the app page allows scripts from this origin, the allowed plugin origins and its own nonce only', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/' });
    const policy = String(page.headers['content-security-policy']);
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/=]+' https:\/\/plugins\.example\.com$/);
    // The script nonce is nowhere in the page: no script can read it and hand it on.
    expect(page.body).not.toContain(/'nonce-([^']+)'/.exec(scriptSrc!)![1]);
    expect(policy).not.toContain('sneaked-in');
  });
});

describe('PLUGINS_DIR and PLUGIN_ORIGINS', () => {
  it('default to DATA_DIR/plugins and none; take a folder and comma-separated origins', () => {
    const defaults = readEnvironment({ DATA_DIR: '/srv/bo-data' }, '/repo');
    expect(defaults.pluginsDir).toBe('/srv/bo-data/plugins');
    expect(defaults.pluginOrigins).toEqual([]);
    const set = readEnvironment(
      { PLUGINS_DIR: 'extra/plugins', PLUGIN_ORIGINS: 'https://cdn.example.com, http://127.0.0.1:9000/' },
      '/repo',
    );
    expect(set.pluginsDir).toBe('/repo/extra/plugins');
    expect(set.pluginOrigins).toEqual(['https://cdn.example.com', 'http://127.0.0.1:9000']);
  });

  it('refuse an origin with a path or another scheme, with a message', () => {
    expect(() => pluginOrigins('https://cdn.example.com/plugins')).toThrow(
      'PLUGIN_ORIGINS must hold origins such as https://plugins.example.com, without a path (got "https://cdn.example.com/plugins")',
    );
    expect(() => pluginOrigins('ftp://cdn.example.com')).toThrow(/PLUGIN_ORIGINS/);
    expect(() => pluginOrigins('*')).toThrow(/PLUGIN_ORIGINS/);
  });
});
