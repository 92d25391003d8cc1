import type { Plugin } from './plugin';
import type { BootReportEntry } from './registry';

/** One entry of `/config.json`'s `externalPlugins`: a plugin bundle the kernel imports at boot. */
export interface ExternalPluginEntry {
  /** The plugin's id; its bundle's default export must be the plugin with this id. */
  id: string;
  /** Where its ES module bundle is: `/plugins/<id>/index.js`, or an address on an origin of `pluginOrigins`. */
  url: string;
}

export interface ExternalPluginsResult {
  /** Bundles that loaded and default-export their plugin. */
  plugins: Plugin[];
  /** Bundles that did not load or were switched off, with the reason. */
  notLoaded: BootReportEntry[];
}

export interface LoadExternalOptions {
  entries: readonly unknown[] | undefined;
  /** Origins besides this page's own allowed to serve bundles (the server's PLUGIN_ORIGINS). */
  pluginOrigins?: readonly string[];
  enabled: (id: string) => boolean;
  /** Imports one bundle; the browser's dynamic `import()` by default (tests pass their own). */
  importModule?: (url: string) => Promise<unknown>;
  /** This page's address, to resolve and check relative URLs. */
  pageUrl?: string;
  /** How long one bundle may take to load before it counts as failed. */
  timeoutMs?: number;
}

const LOAD_TIMEOUT_MS = 20_000;

/** The browser's own module loader; the variable keeps bundlers from trying to resolve the address. */
const nativeImport = (url: string): Promise<unknown> => import(/* @vite-ignore */ url);

/**
 * Why a bundle address may not be loaded, or null. Only the server's own plugins folder (`/plugins/` on this
 * page's origin) and the origins the server lists may serve plugins (the page's CSP allows exactly those).
 */
export function refusedBundleUrl(url: string, pluginOrigins: readonly string[], pageUrl: string): string | null {
  let resolved: URL;
  try {
    resolved = new URL(url, pageUrl);
  } catch {
    return `its address "${url}" is not a URL`;
  }
  const page = new URL(pageUrl);
  if (resolved.origin === page.origin) {
    return resolved.pathname.startsWith('/plugins/') ? null : `its address ${url} is not under /plugins/ (the server's plugins folder)`;
  }
  if (!/^https?:$/.test(resolved.protocol)) return `its address ${url} is not http(s)`;
  return pluginOrigins.includes(resolved.origin) ? null : `its origin ${resolved.origin} is not listed in PLUGIN_ORIGINS`;
}

function withTimeout<T>(promise: Promise<T>, ms: number, url: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${url} did not load within ${Math.round(ms / 1000)} s`)), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}

/** The plugin a bundle default-exports, or why it is not one. */
function pluginOf(module: unknown, id: string): Plugin | string {
  const exported = module && typeof module === 'object' ? (module as { default?: unknown }).default : undefined;
  const plugin = exported as Partial<Plugin> | undefined;
  if (!plugin || typeof plugin !== 'object' || typeof plugin.id !== 'string') {
    return 'its default export is not a plugin (export default definePlugin({ ... }))';
  }
  if (plugin.id !== id) return `its bundle defines plugin "${plugin.id}", not "${id}"`;
  if (typeof plugin.pluginApi !== 'string') return 'it declares no pluginApi range (definePlugin({ pluginApi: "^1.0", ... }))';
  return plugin as Plugin;
}

/**
 * Imports every enabled external plugin's bundle at once. Each failure (an address not allowed, a 404, a
 * syntax error, a throw while importing, a default export that is not the plugin named) is reported and
 * that plugin skipped; the others load. Starting them, in `requires` order with the built-in ones, is boot's.
 */
export async function loadExternalPlugins(options: LoadExternalOptions): Promise<ExternalPluginsResult> {
  const importModule = options.importModule ?? nativeImport;
  const pageUrl = options.pageUrl ?? window.location.href;
  const plugins: Plugin[] = [];
  const notLoaded: BootReportEntry[] = [];
  const loads = (options.entries ?? []).map(async (raw, index) => {
    const entry = (raw && typeof raw === 'object' ? raw : {}) as Partial<ExternalPluginEntry>;
    const id = typeof entry.id === 'string' && entry.id ? entry.id : `external-${index + 1}`;
    const fail = (reason: string) => notLoaded.push({ id, title: id, status: 'failed', reason });
    if (typeof entry.id !== 'string' || !entry.id || typeof entry.url !== 'string' || !entry.url) {
      return fail('its entry in externalPlugins needs an "id" and a "url"');
    }
    if (!options.enabled(id)) {
      notLoaded.push({ id, title: id, status: 'disabled', reason: 'switched off in config' });
      return;
    }
    const refused = refusedBundleUrl(entry.url, options.pluginOrigins ?? [], pageUrl);
    if (refused) return fail(`not loaded: ${refused}`);
    let module: unknown;
    try {
      module = await withTimeout(importModule(new URL(entry.url, pageUrl).href), options.timeoutMs ?? LOAD_TIMEOUT_MS, entry.url);
    } catch (error) {
      console.error(`External plugin "${id}" failed to load from ${entry.url}`, error);
      return fail(`could not load ${entry.url}: ${error instanceof Error ? error.message : String(error)}`);
    }
    const plugin = pluginOf(module, id);
    if (typeof plugin === 'string') return fail(`not started: ${plugin}`);
    plugins.push(plugin);
  });
  await Promise.all(loads);
  // Keep the config's order (loads finish in any order), so boot is the same from one load to the next.
  const position = (id: string) => (options.entries ?? []).findIndex((raw) => (raw as { id?: unknown })?.id === id);
  plugins.sort((a, b) => position(a.id) - position(b.id));
  return { plugins, notLoaded };
}
