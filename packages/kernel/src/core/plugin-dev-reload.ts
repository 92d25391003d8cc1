import type { ExternalPluginEntry } from './external-plugins';

/** How often a bundle is looked at while developing a plugin: a HEAD request to the app's own server. */
export const DEV_RELOAD_EVERY_MS = 1_000;

export interface PluginDevReloadOptions {
  entries: readonly ExternalPluginEntry[] | undefined;
  /** What identifies a bundle's current bytes (its ETag, else Last-Modified and size), or null when unreadable. */
  stampOf?: (url: string) => Promise<string | null>;
  reload?: () => void;
  everyMs?: number;
}

/** A HEAD request for the bundle, never answered from the cache: the server's ETag changes with its bytes. */
async function headStamp(url: string): Promise<string | null> {
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store', credentials: 'same-origin' });
    if (!response.ok) return null;
    return (
      response.headers.get('etag') ??
      `${response.headers.get('last-modified') ?? ''}:${response.headers.get('content-length') ?? ''}`
    );
  } catch {
    return null;
  }
}

/**
 * The plugin dev loop's reload (`/config.json`'s `pluginDevReload`, which the server sets only when started with
 * PLUGIN_DEV_RELOAD=true and never under NODE_ENV=production): looks at each external bundle served from the
 * app's own `/plugins/` folder once a second and reloads the page when one changed (the scaffold's `npm run dev`
 * rebuilds into that folder). Same-origin HEAD requests only, so the page's CSP (`connect-src 'self'`) holds;
 * bundles on other origins are not watched. Answers a function that stops watching.
 */
export function watchPluginBundles(options: PluginDevReloadOptions): () => void {
  const urls = (options.entries ?? [])
    .map((entry) => entry.url)
    .filter(
      (url) =>
        new URL(url, window.location.href).origin === window.location.origin &&
        new URL(url, window.location.href).pathname.startsWith('/plugins/'),
    );
  if (urls.length === 0) return () => {};
  const stampOf = options.stampOf ?? headStamp;
  const reload = options.reload ?? (() => window.location.reload());
  const seen = new Map<string, string>();
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const look = async () => {
    for (const url of urls) {
      const stamp = await stampOf(url);
      if (stopped || stamp === null) continue;
      const before = seen.get(url);
      seen.set(url, stamp);
      if (before !== undefined && before !== stamp) {
        stopped = true;
        reload();
        return;
      }
    }
    if (!stopped) timer = setTimeout(() => void look(), options.everyMs ?? DEV_RELOAD_EVERY_MS);
  };
  void look();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
