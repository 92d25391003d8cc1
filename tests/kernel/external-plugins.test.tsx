import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { definePlugin, PLUGIN_API_VERSION, type Plugin } from '@backoffice/kernel';
import { boot, BackofficeApp, type BackofficeConfig } from '@backoffice/kernel/app';
import { refusedBundleUrl } from '../../packages/kernel/src/core/external-plugins';
import { FakeApi, fakeHttp, sampleAdmin } from '../support/fake-api';

const major = PLUGIN_API_VERSION.split('.')[0];
const quotes = definePlugin({
  id: 'quotes',
  pluginApi: `^${major}.0`,
  requires: ['base'],
  nav: [{ group: 'General', label: 'Quotes', path: '/quotes', order: 50 }],
  routes: [{ path: '/quotes', screen: async () => ({ default: () => <h1>Quotes screen</h1> }) }],
});
const base = definePlugin({ id: 'base', nav: [{ group: 'General', label: 'Base', path: '/base', order: 1 }] });
const needsQuotes = definePlugin({ id: 'needs-quotes', requires: ['quotes'] });

/** Boots with the given bundles behind fake addresses: a bundle is a module, or an error its import throws. */
async function bootWith(config: BackofficeConfig, bundles: Record<string, unknown>, plugins: Plugin[] = [base]) {
  const api = new FakeApi();
  window.localStorage.setItem('rememberedUntil', String(Date.now() + 60_000));
  api.fallback('get', '/admin/profile', [200, { success: true, data: sampleAdmin }]);
  const imported: string[] = [];
  const report: string[] = [];
  const app = await boot({
    plugins,
    config,
    http: fakeHttp(api),
    importPlugin: async (url) => {
      imported.push(url);
      const bundle = bundles[new URL(url).pathname];
      if (bundle === undefined) throw new TypeError(`Failed to fetch dynamically imported module: ${url}`);
      if (bundle instanceof Error) throw bundle;
      return bundle;
    },
    log: (text) => report.push(text),
  });
  const status = Object.fromEntries(app.registry.report.map((entry) => [entry.id, entry]));
  return { app, imported, report: report.join('\n'), status };
}

const entry = (id: string, url = `/plugins/${id}/index.js`) => ({ id, url });

describe('external plugins', () => {
  it('imports a configured bundle and starts its plugin like a built-in one, after what it requires', async () => {
    const { app, imported, status } = await bootWith(
      { externalPlugins: [entry('quotes')] },
      { '/plugins/quotes/index.js': { default: quotes } },
      [needsQuotes, base],
    );
    expect(imported).toEqual([`${window.location.origin}/plugins/quotes/index.js`]);
    expect(app.registry.report.filter((line) => line.status === 'started').map((line) => line.id)).toEqual([
      'base',
      'quotes',
      'needs-quotes',
    ]);
    expect(status.quotes.status).toBe('started');
    render(<BackofficeApp app={app} initialPath="/quotes" />);
    expect(await screen.findByRole('heading', { name: 'Quotes screen' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Main navigation' })).getByText('Quotes')).toBeInTheDocument();
  });

  it('reports a bundle that 404s, has a syntax error or throws at import, skips it and its dependents, and starts the rest', async () => {
    const config = { externalPlugins: [entry('missing'), entry('broken'), entry('throws'), entry('quotes')] };
    const { status, report, app } = await bootWith(
      config,
      {
        '/plugins/broken/index.js': new SyntaxError("Unexpected token '}'"),
        '/plugins/throws/index.js': new Error('window.nope is not a function'),
        '/plugins/quotes/index.js': { default: quotes },
      },
      [base, definePlugin({ id: 'needs-missing', requires: ['missing'] })],
    );
    expect(status.missing).toMatchObject({
      status: 'failed',
      reason: expect.stringMatching(
        /^could not load \/plugins\/missing\/index.js: Failed to fetch dynamically imported module/,
      ),
    });
    expect(status.broken).toMatchObject({
      status: 'failed',
      reason: "could not load /plugins/broken/index.js: Unexpected token '}'",
    });
    expect(status.throws).toMatchObject({
      status: 'failed',
      reason: 'could not load /plugins/throws/index.js: window.nope is not a function',
    });
    expect(status['needs-missing']).toMatchObject({
      status: 'skipped',
      reason: 'requires "missing", which did not start',
    });
    expect(status.quotes.status).toBe('started');
    expect(app.registry.isStarted('base')).toBe(true);
    expect(report).toMatch(/failed\s+missing: could not load/);
  });

  it('refuses a default export that is not the plugin named, or declares no plugin API range', async () => {
    const { status } = await bootWith(
      { externalPlugins: [entry('nothing'), entry('other'), entry('unversioned')] },
      {
        '/plugins/nothing/index.js': { default: () => 'a component, not a plugin' },
        '/plugins/other/index.js': { default: quotes },
        '/plugins/unversioned/index.js': { default: definePlugin({ id: 'unversioned' }) },
      },
    );
    expect(status.nothing.reason).toBe(
      'not started: its default export is not a plugin (export default definePlugin({ ... }))',
    );
    expect(status.other.reason).toBe('not started: its bundle defines plugin "quotes", not "other"');
    expect(status.unversioned.reason).toMatch(/declares no pluginApi range/);
  });

  it('does not start a plugin built for another plugin API, nor its dependents, and says why', async () => {
    const nextMajor = Number(major) + 1;
    const future = definePlugin({
      id: 'quotes',
      pluginApi: `^${nextMajor}`,
      routes: [{ path: '/quotes', screen: async () => ({ default: () => null }) }],
    });
    const { status, app } = await bootWith(
      { externalPlugins: [entry('quotes')] },
      { '/plugins/quotes/index.js': { default: future } },
      [base, needsQuotes],
    );
    const provided = PLUGIN_API_VERSION.replace(/(\.0)+$/, '').replace(/^(\d+)$/, '$1.0');
    expect(status.quotes).toMatchObject({
      status: 'failed',
      reason: `needs plugin API ^${nextMajor}, this kernel provides ${provided}`,
    });
    expect(status['needs-quotes']).toMatchObject({
      status: 'skipped',
      reason: 'requires "quotes", which did not start',
    });
    expect(app.registry.routes.some((route) => route.path === '/quotes')).toBe(false);
  });

  it('applies the version check to built-in plugins too', async () => {
    const { status } = await bootWith({}, {}, [base, definePlugin({ id: 'old', pluginApi: '^0.1' })]);
    expect(status.old.status).toBe('failed');
    expect(status.base.status).toBe('started');
  });

  it('loads nothing from outside the plugins folder or the allowed origins, and nothing switched off', async () => {
    const { status, imported } = await bootWith(
      {
        pluginOrigins: ['https://plugins.example.com'],
        plugins: { off: false },
        externalPlugins: [
          entry('elsewhere', '/assets/evil.js'),
          entry('foreign', 'https://evil.example.net/p.js'),
          entry('off'),
          entry('cdn', 'https://plugins.example.com/cdn/index.js'),
          { url: '/plugins/x.js' } as never,
        ],
      },
      { '/cdn/index.js': { default: definePlugin({ id: 'cdn', pluginApi: '*' }) } },
    );
    expect(imported).toEqual(['https://plugins.example.com/cdn/index.js']);
    expect(status.elsewhere.reason).toBe(
      "not loaded: its address /assets/evil.js is not under /plugins/ (the server's plugins folder)",
    );
    expect(status.foreign.reason).toBe(
      'not loaded: its origin https://evil.example.net is not listed in PLUGIN_ORIGINS',
    );
    expect(status.off).toMatchObject({ status: 'disabled', reason: 'switched off in config' });
    expect(status.cdn.status).toBe('started');
    expect(status['external-5'].reason).toBe('its entry in externalPlugins needs an "id" and a "url"');
  });

  it('checks addresses by their resolved origin and path', () => {
    const page = 'https://admin.example.com/dashboard';
    expect(refusedBundleUrl('/plugins/a/index.js', [], page)).toBeNull();
    expect(refusedBundleUrl('https://admin.example.com/plugins/a/index.js', [], page)).toBeNull();
    expect(refusedBundleUrl('/plugins/../assets/x.js', [], page)).toMatch(/not under \/plugins\//);
    expect(refusedBundleUrl('data:text/javascript,alert(1)', ['null'], page)).toMatch(/not http/);
    expect(refusedBundleUrl('//cdn.example.org/a.js', ['https://cdn.example.org'], page)).toBeNull();
  });
});
