import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** A plugin the app is built with: a workspace package `@backoffice/plugin-<id>` under packages/plugins. */
export interface BuiltInPlugin {
  id: string;
  version: string | null;
}

const PACKAGE_PREFIX = '@backoffice/plugin-';

/** packages/plugins, seen from this source file (tests build apps from the sources; `main` passes the path from the repository root). */
export const DEFAULT_BUILT_IN_PLUGINS_DIR = resolve(import.meta.dirname, '../../../plugins');

/**
 * The built-in plugins, read from their packages' names: the same list the app's `plugins.ts` imports from, so a
 * new screen group is known to the server (its config key accepted, its switch obeyed) without a second list.
 */
export function readBuiltInPlugins(dir: string): BuiltInPlugin[] {
  if (!existsSync(dir)) return [];
  const plugins: BuiltInPlugin[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = join(dir, entry.name, 'package.json');
    if (!entry.isDirectory() || !existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown; version?: unknown };
    if (typeof pkg.name !== 'string' || !pkg.name.startsWith(PACKAGE_PREFIX)) continue;
    plugins.push({
      id: pkg.name.slice(PACKAGE_PREFIX.length),
      version: typeof pkg.version === 'string' ? pkg.version : null,
    });
  }
  return plugins.sort((a, b) => a.id.localeCompare(b.id));
}
