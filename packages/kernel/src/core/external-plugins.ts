import type { Plugin } from './plugin';
import type { BootReportEntry } from './registry';

/** One entry of `/config.json`'s `externalPlugins`: a plugin bundle the kernel imports at boot. */
export interface ExternalPluginEntry {
  /** The plugin's id; its bundle's default export must be the plugin with this id. */
  id: string;
  /** Where its ES module bundle is: `/plugins/<id>/index.js`, or an address on an origin of `pluginOrigins`. */
  url: string;
  /** `sha384-<base64>` of the bundle's bytes: checked before it is imported; a different bundle is refused. */
  integrity?: string;
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
  /** Fetches a bundle's bytes for its integrity check; `fetch` by default. */
  fetchBytes?: (url: string) => Promise<ArrayBuffer>;
}

/** One bundle on its way: resolves with its plugin, or the boot report entry saying why it is not one. */
export interface ExternalLoad {
  id: string;
  result: Promise<Plugin | BootReportEntry>;
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
    return resolved.pathname.startsWith('/plugins/')
      ? null
      : `its address ${url} is not under /plugins/ (the server's plugins folder)`;
  }
  if (!/^https?:$/.test(resolved.protocol)) return `its address ${url} is not http(s)`;
  return pluginOrigins.includes(resolved.origin)
    ? null
    : `its origin ${resolved.origin} is not listed in PLUGIN_ORIGINS`;
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
  if (typeof plugin.pluginApi !== 'string')
    return 'it declares no pluginApi range (definePlugin({ pluginApi: "^1.0", ... }))';
  return plugin as Plugin;
}

async function fetchBytes(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url, { credentials: 'same-origin', cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.arrayBuffer();
}

/** `sha384-<base64>` of some bytes, as SRI writes it. */
export async function integrityOf(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-384', bytes));
  return `sha384-${btoa(String.fromCharCode(...digest))}`;
}

/**
 * Starts importing every enabled external plugin's bundle at once and answers at once: one `ExternalLoad` per
 * bundle, so boot starts each plugin when its bundle arrives and a slow one holds up nobody. Each failure (an
 * address not allowed, an integrity hash that does not match, a 404, a syntax error, a throw while importing, a
 * default export that is not the plugin named, more than the time budget) settles as a report entry.
 * A bundle with an `integrity` is fetched and hashed first (SubtleCrypto), then imported from its own address:
 * importing it from a blob: URL would need `blob:` in the page's script-src, which any script on the page could
 * then use to run code it made up.
 */
export function startExternalLoads(options: LoadExternalOptions): ExternalLoad[] {
  const importModule = options.importModule ?? nativeImport;
  const getBytes = options.fetchBytes ?? fetchBytes;
  const pageUrl = options.pageUrl ?? window.location.href;
  return (options.entries ?? []).map((raw, index) => {
    const entry = (raw && typeof raw === 'object' ? raw : {}) as Partial<ExternalPluginEntry>;
    const id = typeof entry.id === 'string' && entry.id ? entry.id : `external-${index + 1}`;
    const fail = (reason: string): BootReportEntry => ({ id, title: id, status: 'failed', reason, external: true });
    const load = async (): Promise<Plugin | BootReportEntry> => {
      if (typeof entry.id !== 'string' || !entry.id || typeof entry.url !== 'string' || !entry.url) {
        return fail('its entry in externalPlugins needs an "id" and a "url"');
      }
      if (!options.enabled(id))
        return { id, title: id, status: 'disabled', reason: 'switched off in config', external: true };
      const refused = refusedBundleUrl(entry.url, options.pluginOrigins ?? [], pageUrl);
      if (refused) return fail(`not loaded: ${refused}`);
      const url = new URL(entry.url, pageUrl).href;
      let module: unknown;
      try {
        module = await withTimeout(
          (async () => {
            if (entry.integrity !== undefined) {
              const actual = await integrityOf(await getBytes(url));
              if (actual !== entry.integrity)
                throw new IntegrityMismatch(
                  `its bundle's hash is ${actual}, not the ${entry.integrity} the config expects`,
                );
            }
            return importModule(url);
          })(),
          options.timeoutMs ?? LOAD_TIMEOUT_MS,
          entry.url,
        );
      } catch (error) {
        if (error instanceof IntegrityMismatch) return fail(`not loaded: ${error.message}`);
        console.error(`External plugin "${id}" failed to load from ${entry.url}`, error);
        return fail(`could not load ${entry.url}: ${error instanceof Error ? error.message : String(error)}`);
      }
      const plugin = pluginOf(module, id);
      return typeof plugin === 'string' ? fail(`not started: ${plugin}`) : plugin;
    };
    return { id, result: load() };
  });
}

class IntegrityMismatch extends Error {}

/** Every bundle at once, waiting for all: the plugins that loaded, in the config's order, and the others' entries. */
export async function loadExternalPlugins(options: LoadExternalOptions): Promise<ExternalPluginsResult> {
  const results = await Promise.all(startExternalLoads(options).map((load) => load.result));
  const isPlugin = (value: Plugin | BootReportEntry): value is Plugin => !('status' in value);
  return {
    plugins: results.filter(isPlugin),
    notLoaded: results.filter((value): value is BootReportEntry => !isPlugin(value)),
  };
}
