import { afterEach, describe, expect, it, vi } from 'vitest';
import { boot } from '@backoffice/kernel/app';
import { watchPluginBundles } from '../../packages/kernel/src/core/plugin-dev-reload';
import { FakeApi, fakeHttp } from '../support/fake-api';

// The scaffold's dev loop (`npm run dev` rebuilding into PLUGINS_DIR) reloads the page: with /config.json's
// `pluginDevReload` (PLUGIN_DEV_RELOAD on the server, never in production), the kernel looks at each bundle of the
// app's own /plugins/ folder once a second (same-origin HEAD: the CSP's connect-src 'self' holds).

afterEach(() => vi.unstubAllGlobals());

const waitFor = async (check: () => boolean) => {
  for (let tries = 0; tries < 200 && !check(); tries += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
};

describe('the plugin dev reload', () => {
  it('reloads the page once a watched bundle changes, and looks only at the app`s own /plugins/ folder', async () => {
    const stamps: Record<string, string> = { '/plugins/shipping/index.js': 'v1', '/plugins/quotes/index.js': 'q1' };
    const asked: string[] = [];
    const reload = vi.fn();
    const stop = watchPluginBundles({
      entries: [
        { id: 'shipping', url: '/plugins/shipping/index.js' },
        { id: 'quotes', url: '/plugins/quotes/index.js' },
        { id: 'remote', url: 'https://plugins.example.com/remote/index.js' },
      ],
      stampOf: async (url) => {
        asked.push(url);
        return stamps[url] ?? null;
      },
      reload,
      everyMs: 5,
    });
    await waitFor(() => asked.length >= 6);
    expect(reload).not.toHaveBeenCalled();
    expect(new Set(asked)).toEqual(new Set(['/plugins/shipping/index.js', '/plugins/quotes/index.js']));
    stamps['/plugins/quotes/index.js'] = 'q2';
    await waitFor(() => reload.mock.calls.length === 1);
    const after = asked.length;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(asked.length).toBe(after);
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });

  it('a bundle that cannot be read (mid-write, server restarting) does not count as a change', async () => {
    let stamp: string | null = 'a';
    const reload = vi.fn();
    let looks = 0;
    const stop = watchPluginBundles({
      entries: [{ id: 'x', url: '/plugins/x/index.js' }],
      stampOf: async () => ((looks += 1), stamp),
      reload,
      everyMs: 5,
    });
    await waitFor(() => looks >= 2);
    stamp = null;
    await waitFor(() => looks >= 5);
    stamp = 'a';
    await waitFor(() => looks >= 8);
    expect(reload).not.toHaveBeenCalled();
    stop();
  });

  it('boot watches only when the server says so, with a HEAD request to the bundle', async () => {
    const heads: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        heads.push(`${init?.method ?? 'GET'} ${url}`);
        return new Response(null, { status: 200, headers: { etag: '"1"' } });
      }),
    );
    const bootWith = (pluginDevReload: boolean) => {
      const api = new FakeApi();
      api.fallback('get', '/admin/profile', [401, { success: false, message: 'Not signed in' }]);
      return boot({
        plugins: [],
        config: {
          externalPlugins: [{ id: 'dev', url: '/plugins/dev/index.js' }],
          ...(pluginDevReload ? { pluginDevReload } : {}),
        },
        http: fakeHttp(api),
        importPlugin: async () => {
          throw new TypeError('not served in this test');
        },
        externalWaitMs: 10,
        log: () => {},
        reloadPage: () => {},
      });
    };
    await bootWith(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heads).toEqual([]);
    await bootWith(true);
    await waitFor(() => heads.length > 0);
    expect(heads[0]).toBe('HEAD /plugins/dev/index.js');
  });
});
