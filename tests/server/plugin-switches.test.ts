import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookWriteHooks } from '../../packages/server/src/modules/webhooks/write-hooks';
import { PluginSwitches } from '../../packages/server/src/plugins/plugin-switches';
import { DEFAULT_BUILT_IN_PLUGINS_DIR } from '../../packages/server/src/plugins/built-in-plugins';
import { createTestServer, type TestServer } from './helpers';
import { COMPILED_MAIN } from './support/main-process';

// The config file the app reads (APP_CONFIG) switches whole groups on the server too: a switched-off plugin's
// API routes and content routes answer 404, its dashboard counters and webhooks stop; a broken file stops the
// server at start with the reason, and a broken edit later is refused while the config in force stays.

const ROOT = resolve(import.meta.dirname, '../..');
let server: TestServer;
let cookie: string;
let configDir: string;
let appConfigFile: string;

function writeConfig(config: unknown) {
  writeFileSync(appConfigFile, typeof config === 'string' ? config : JSON.stringify(config));
}

beforeAll(async () => {
  configDir = mkdtempSync(join(tmpdir(), 'backoffice-plugin-config-'));
  appConfigFile = join(configDir, 'backoffice.config.json');
  writeConfig({ apiBaseUrl: '/api', plugins: { podcasts: false, faqs: false } });
  server = await createTestServer({ config: { appConfigFile } });
  cookie = await server.signIn('superAdmin');
});
afterAll(async () => {
  await server?.close();
  rmSync(configDir, { recursive: true, force: true });
});

const get = (url: string) => server.app.inject({ method: 'GET', url, headers: { cookie } });

describe('a plugin switched off in the config', () => {
  it('has its API routes answer 404 as unknown routes do, signed in or not', async () => {
    for (const request of [
      { method: 'GET', url: '/api/podcast/get' },
      { method: 'POST', url: '/api/podcast/add' },
      { method: 'DELETE', url: '/api/podcast/delete/00000000-0000-4000-8000-000000000000' },
      { method: 'GET', url: '/api/faq' },
      { method: 'POST', url: '/api/faq/add' },
    ] as const) {
      for (const headers of [{ cookie }, {}]) {
        const response = await server.app.inject({
          ...request,
          headers,
          payload: request.method === 'POST' ? {} : undefined,
        });
        expect({ ...request, status: response.statusCode, body: response.json() }).toEqual({
          ...request,
          status: 404,
          body: { success: false, message: 'Not found' },
        });
      }
    }
    expect((await get('/api/companies')).statusCode).toBe(200);
  });

  it("has its content's translation routes answer 404, and leaves its kind out of the translatable ones", async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await get('/api/translations/faqs')).json()).toEqual({ success: false, message: 'Not found' });
    expect((await get(`/api/translations/faqs/${id}/fr`)).statusCode).toBe(404);
    expect(
      (
        await server.app.inject({
          method: 'PUT',
          url: `/api/translations/faqs/${id}/fr`,
          payload: { fields: {} },
          headers: { cookie },
        })
      ).json(),
    ).toEqual({ success: false, message: 'Not found' });
    expect((await get('/api/translations/seo')).statusCode).toBe(200);
    expect(Object.keys((await get('/api/translations/locales')).json().data.kinds)).not.toContain('faqs');
  });

  it('has its public content routes answer 404', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/content/podcasts' })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/api/content/faqs' })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/api/content/companies' })).statusCode).toBe(200);
  });

  it('leaves its routes out of the OpenAPI document (admin and content routes alike)', async () => {
    const paths = Object.keys((await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths);
    expect(paths).toContain('/companies');
    expect(paths).toContain('/content/companies');
    expect(paths.filter((path) => /^\/(content\/)?(podcast|faq)/.test(path))).toEqual([]);
  });

  it('drops its dashboard count', async () => {
    const { general } = (await get('/api/dashboard')).json() as { general: Array<{ key: string }> };
    const keys = general.map((card) => card.key);
    expect(keys).toContain('companies');
    expect(keys).not.toContain('podcasts');
    expect(keys).not.toContain('faqs');
  });

  it('sends no webhook for its records', async () => {
    const asked: string[] = [];
    const queued: string[] = [];
    const jobs = { send: async (queue: string) => void queued.push(queue) } as unknown as Parameters<
      typeof webhookWriteHooks
    >[0]['jobs'];
    const hooks = webhookWriteHooks({ jobs, plugins: { isEnabled: (id) => (asked.push(id), id !== 'faqs') } });
    await server.db
      .transaction()
      .execute((tx) =>
        hooks.inTransaction!(tx, { table: 'faqs', id: 'x', action: 'delete', before: {}, origin: null }),
      );
    expect(asked).toEqual(['faqs']);
    expect(queued).toEqual([]);
  });

  it('is described by GET /api/plugins (super admins only): off, its modules, routes and no counts', async () => {
    const response = await get('/api/plugins');
    expect(response.statusCode).toBe(200);
    const plugins = (response.json() as { data: Array<Record<string, unknown>> }).data;
    const podcasts = plugins.find((plugin) => plugin.id === 'podcasts')!;
    expect(podcasts).toMatchObject({ kind: 'built-in', enabled: false, modules: ['podcasts'], counts: [] });
    expect(podcasts.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(podcasts.apiRoutes).toBeGreaterThan(3);
    expect(podcasts.contentRoutes).toEqual(['GET /api/content/podcasts']);
    const sections = plugins.find((plugin) => plugin.id === 'sections')!;
    expect(sections.modules).toEqual(['sections', 'about-cards']);
    const companies = plugins.find((plugin) => plugin.id === 'companies')!;
    expect(companies).toMatchObject({
      enabled: true,
      counts: [{ key: 'companies', title: 'Companies', count: expect.any(Number) }],
    });
    const editor = await server.signIn('admin');
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/plugins', headers: { cookie: editor } })).statusCode,
    ).toBe(403);
  });

  it('follows an edit of the file; a broken edit is refused and the config in force stays (never "all on")', async () => {
    writeConfig({ plugins: { faqs: false } });
    const served = (await server.app.inject({ method: 'GET', url: '/config.json' })).json();
    expect(served).toEqual({ plugins: { faqs: false }, pluginOrigins: [], sso: { enabled: false } });
    expect((await get('/api/podcast/get')).statusCode).toBe(200);
    // The document follows the switches: podcasts are described again, FAQs still not.
    const paths = Object.keys((await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths);
    expect(paths).toContain('/content/podcasts');
    expect(paths).not.toContain('/content/faqs');

    writeConfig('{ "plugins": { "faqs": fals');
    const refused = (await server.app.inject({ method: 'GET', url: '/config.json' })).json();
    expect(refused.plugins).toEqual({ faqs: false });
    expect(refused.configProblem).toContain('is not valid JSON');
    expect((await get('/api/faq')).statusCode).toBe(404);

    writeConfig({ plugins: { podcasts: false, faqs: false } });
    expect((await server.app.inject({ method: 'GET', url: '/config.json' })).json().configProblem).toBeUndefined();
  });
});

describe('a broken config file', () => {
  const open = (text: string) => {
    writeFileSync(join(configDir, 'broken.json'), text);
    return PluginSwitches.open({
      file: join(configDir, 'broken.json'),
      builtInPluginsDir: DEFAULT_BUILT_IN_PLUGINS_DIR,
    });
  };

  it('is refused with a message naming the problem: an unknown id, malformed JSON, a schema violation', async () => {
    await expect(open('{ "plugins": { "podcast": false } }')).rejects.toThrow(
      /"plugins" names "podcast", which is not a plugin \(did you mean "podcasts"\?\)/,
    );
    await expect(open('{ "plugins": { "podcasts": false, } }')).rejects.toThrow(/broken\.json is not valid JSON/);
    await expect(open('{ "plugins": { "podcasts": "no" } }')).rejects.toThrow(
      /broken\.json: "plugins\.podcasts" must be boolean/,
    );
    await expect(open('{ "plugin": { "podcasts": false } }')).rejects.toThrow(/"plugin" is not a setting/);
    await expect(open('{ "externalPlugins": [{ "id": "faqs", "url": "/plugins/faqs/index.js" }] }')).rejects.toThrow(
      /"faqs", which is the id of a built-in plugin/,
    );
    await expect(
      open('{ "externalPlugins": [{ "id": "x", "url": "/plugins/x/index.js", "integrity": "sha256-abc" }] }'),
    ).rejects.toThrow(/"externalPlugins\.0\.integrity" must match pattern/);
    // An external plugin's id is a key like any other.
    await expect(
      open(
        '{ "plugins": { "quote-editor": false }, "externalPlugins": [{ "id": "quote-editor", "url": "/plugins/quote-editor/index.js" }] }',
      ),
    ).resolves.toBeDefined();
  });

  it('stops the server at start, before the database opens, with that message', () => {
    writeFileSync(join(configDir, 'typo.json'), '{ "plugins": { "podcast": false } }');
    const result = spawnSync(process.execPath, [COMPILED_MAIN], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 60_000,
      env: {
        ...process.env,
        APP_CONFIG: join(configDir, 'typo.json'),
        DATA_DIR: join(configDir, 'data'),
        PORT: '1',
        DATABASE_URL: '',
      },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('"plugins" names "podcast", which is not a plugin (did you mean "podcasts"?)');
  });
});
