import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * An external plugin folder with a manifest declaring one public content type (`notes/items`, a `title`), for
 * the tests that walk every route: with it, the /api/ext and /api/content/ext routes are served and answer.
 */
export function testPluginFolder() {
  const dir = mkdtempSync(join(tmpdir(), 'backoffice-test-plugin-'));
  const pluginsDir = join(dir, 'plugins');
  mkdirSync(join(pluginsDir, 'notes'), { recursive: true });
  const manifest = {
    id: 'notes',
    version: '1.0.0',
    pluginApi: '^1.0',
    contentTypes: [
      {
        name: 'items',
        label: 'Note',
        public: true,
        schema: { type: 'object', properties: { title: { type: 'string' } } },
      },
    ],
  };
  writeFileSync(join(pluginsDir, 'notes', 'manifest.json'), JSON.stringify(manifest));
  const appConfigFile = join(dir, 'backoffice.config.json');
  writeFileSync(
    appConfigFile,
    JSON.stringify({ apiBaseUrl: '/api', externalPlugins: [{ id: 'notes', url: '/plugins/notes/index.js' }] }),
  );
  return {
    config: { appConfigFile, pluginsDir },
    /** A route's URL with the plugin and type parameters filled in. */
    path: (url: string) => url.replace(':plugin', 'notes').replace(':type', 'items'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
