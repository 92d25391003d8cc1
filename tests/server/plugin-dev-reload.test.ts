import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pluginDevReload } from '../../packages/server/src/config';
import { createTestServer, type TestServer } from './helpers';

// The plugin dev loop: PLUGIN_DEV_RELOAD=true makes /config.json say `pluginDevReload`, and the kernel then reloads
// the page when a bundle of the plugins folder changes (its ETag, by HEAD). Never on in production.

const servers: TestServer[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const server of servers) await server.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function serverWith(devReload: boolean) {
  const dir = mkdtempSync(join(tmpdir(), 'backoffice-dev-reload-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'plugins', 'dev'), { recursive: true });
  writeFileSync(join(dir, 'plugins', 'dev', 'index.js'), 'export default {};');
  const appConfigFile = join(dir, 'backoffice.config.json');
  writeFileSync(
    appConfigFile,
    JSON.stringify({ plugins: {}, externalPlugins: [{ id: 'dev', url: '/plugins/dev/index.js' }] }),
  );
  const server = await createTestServer({
    config: { appConfigFile, pluginsDir: join(dir, 'plugins'), pluginDevReload: devReload },
  });
  servers.push(server);
  return { server, bundle: join(dir, 'plugins', 'dev', 'index.js') };
}

describe('PLUGIN_DEV_RELOAD', () => {
  it('is off unless set, and refused with NODE_ENV=production', () => {
    expect(pluginDevReload({})).toBe(false);
    expect(pluginDevReload({ PLUGIN_DEV_RELOAD: 'true' })).toBe(true);
    expect(() => pluginDevReload({ PLUGIN_DEV_RELOAD: 'true', NODE_ENV: 'production' })).toThrow(
      'PLUGIN_DEV_RELOAD is for developing plugins and cannot be on with NODE_ENV=production',
    );
  });

  it('is told to the app in /config.json; a rebuilt bundle answers HEAD with another ETag', async () => {
    const off = await serverWith(false);
    expect((await off.server.app.inject({ method: 'GET', url: '/config.json' })).json()).not.toHaveProperty(
      'pluginDevReload',
    );
    const on = await serverWith(true);
    expect((await on.server.app.inject({ method: 'GET', url: '/config.json' })).json()).toMatchObject({
      pluginDevReload: true,
    });
    const first = await on.server.app.inject({ method: 'HEAD', url: '/plugins/dev/index.js' });
    expect(first.statusCode).toBe(200);
    writeFileSync(on.bundle, 'export default { rebuilt: true };');
    const second = await on.server.app.inject({ method: 'HEAD', url: '/plugins/dev/index.js' });
    expect(second.headers.etag).toBeTruthy();
    expect(second.headers.etag).not.toBe(first.headers.etag);
  });
});
