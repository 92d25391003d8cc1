import { createHash } from 'node:crypto';
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { definePlugin, PLUGIN_API_VERSION, type Plugin } from '@backoffice/kernel';
import { boot, BackofficeApp, type BackofficeConfig } from '@backoffice/kernel/app';
import { canonicalPath } from '../../packages/kernel/src/core/route-paths';
import { FakeApi, fakeHttp, sampleAdmin } from '../support/fake-api';
import { renderApp } from '../support/render-app';

// A plugin cannot take another's screens or the not-found screen, declarations are checked at boot, a slow
// external bundle never holds the page, and a bundle whose bytes differ from its `integrity` is refused.

const screenOf = (text: string) => async () => ({ default: () => <h1>{text}</h1> });
const faqs = definePlugin({
  id: 'faqs',
  nav: [{ group: 'General', label: 'FAQs', path: '/faqs', order: 1 }],
  routes: [
    { path: '/faqs', screen: screenOf('Built-in FAQs') },
    { path: '/faq/edit/:id', screen: screenOf('FAQ form') },
  ],
});
/** A plugin declared without definePlugin's checks, as a bundle could export it. */
const raw = (id: string, declarations: Record<string, unknown>) => ({ id, ...declarations }) as unknown as Plugin;

async function reasonOf(plugin: Plugin) {
  const { app } = await renderApp({ plugins: [faqs, plugin], path: '/faqs' });
  const entry = app.registry.report.find((line) => line.id === plugin.id)!;
  return { app, status: entry.status, reason: entry.reason };
}

describe('route paths in canonical form', () => {
  it('compares case, trailing slash and parameter names away', () => {
    expect(canonicalPath('/FAQs/')).toBe('/faqs');
    expect(canonicalPath('/faq/edit/:slug')).toBe(canonicalPath('/faq/edit/:id'));
    expect(canonicalPath('//faqs//')).toBe('/faqs');
  });

  for (const path of ['/faqs/', '/FAQS', '/Faqs/', '/faq/edit/:slug']) {
    it(`refuses a plugin whose route ${path} would replace a built-in screen, which stays`, async () => {
      const { status, reason } = await reasonOf(raw('thief', { routes: [{ path, screen: screenOf('Stolen') }] }));
      expect(status).toBe('failed');
      expect(reason).toMatch(/^route \/faq(s|\/edit\/:) is already registered by plugin "faqs"$/);
      expect(await screen.findByRole('heading', { name: 'Built-in FAQs' })).toBeInTheDocument();
    });
  }

  it('refuses a sidebar entry whose path differs only by case or a trailing slash', async () => {
    const { reason } = await reasonOf(raw('thief', { nav: [{ label: 'FAQs again', path: '/FAQs/', order: 2 }] }));
    expect(reason).toBe('sidebar path /faqs is already registered by plugin "faqs"');
  });
});

describe('declarations checked at boot', () => {
  for (const path of ['/:slug', '*', '/*', '/:page/:id']) {
    it(`refuses the catch-all or parameter-only route ${path}`, async () => {
      const { status, reason } = await reasonOf(
        raw('catch-all', { routes: [{ path, screen: screenOf('Everything') }] }),
      );
      expect(status).toBe('failed');
      expect(reason).toMatch(
        path.startsWith('/') ? /starts with a parameter or a wildcard/ : /must be a string starting with \//,
      );
    });
  }

  it('refuses a nav entry without a path, and a route without a screen, with the reason', async () => {
    expect((await reasonOf(raw('no-path', { nav: [{ label: 'Nowhere', order: 1 }] }))).reason).toBe(
      'sidebar entry "Nowhere" has no path starting with /',
    );
    expect((await reasonOf(raw('no-screen', { routes: [{ path: '/blank' }] }))).reason).toMatch(
      /^route "\/blank" has no screen/,
    );
  });

  it('with the dashboard off, sends a signed-in admin from / to the first enabled screen', async () => {
    const dashboard = definePlugin({
      id: 'dashboard',
      routes: [{ path: '/dashboard', screen: screenOf('Dashboard') }],
      nav: [{ label: 'Dashboard', path: '/dashboard', order: 0 }],
    });
    await renderApp({ plugins: [dashboard, faqs], config: { plugins: { dashboard: false } }, path: '/' });
    expect(await screen.findByRole('heading', { name: 'Built-in FAQs' })).toBeInTheDocument();
  });
});

const major = PLUGIN_API_VERSION.split('.')[0];
const quotes = definePlugin({
  id: 'quotes',
  pluginApi: `^${major}.0`,
  version: '2.3.1',
  nav: [{ group: 'General', label: 'Quotes', path: '/quotes', order: 50 }],
  routes: [{ path: '/quotes', screen: screenOf('Quotes screen') }],
});
const BUNDLE = new TextEncoder().encode('export default plugin;');
const sha384 = (bytes: Uint8Array) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

async function bootExternal(
  config: BackofficeConfig,
  importPlugin: (url: string) => Promise<unknown>,
  waitMs?: number,
) {
  const api = new FakeApi();
  window.localStorage.setItem('rememberedUntil', String(Date.now() + 60_000));
  api.fallback('get', '/admin/profile', [200, { success: true, data: sampleAdmin }]);
  const report: string[] = [];
  const app = await boot({
    plugins: [faqs],
    config,
    http: fakeHttp(api),
    importPlugin,
    fetchPlugin: async () => BUNDLE.slice().buffer,
    externalWaitMs: waitMs,
    log: (text) => report.push(text),
  });
  return { app, report };
}

describe('external bundles', () => {
  it('checks a bundle against its integrity hash before importing it', async () => {
    const imported: string[] = [];
    const importPlugin = async (url: string) => (imported.push(url), { default: quotes });
    const good = await bootExternal(
      { externalPlugins: [{ id: 'quotes', url: '/plugins/quotes/index.js', integrity: sha384(BUNDLE) }] },
      importPlugin,
    );
    expect(good.app.registry.report.find((entry) => entry.id === 'quotes')).toMatchObject({
      status: 'started',
      version: '2.3.1',
      external: true,
    });

    const wrong = sha384(new TextEncoder().encode('something else'));
    const bad = await bootExternal(
      { externalPlugins: [{ id: 'quotes', url: '/plugins/quotes/index.js', integrity: wrong }] },
      importPlugin,
    );
    const entry = bad.app.registry.report.find((line) => line.id === 'quotes')!;
    expect(entry.status).toBe('failed');
    expect(entry.reason).toBe(
      `not loaded: its bundle's hash is ${sha384(BUNDLE)}, not the ${wrong} the config expects`,
    );
    expect(imported).toHaveLength(1);
  });

  it('renders the shell without waiting for a slow bundle: its page says "loading", then it appears', async () => {
    let arrive!: () => void;
    const slow = new Promise<unknown>((resolve) => (arrive = () => resolve({ default: quotes })));
    const { app, report } = await bootExternal(
      { externalPlugins: [{ id: 'quotes', url: '/plugins/quotes/index.js' }] },
      () => slow,
      20,
    );
    expect(app.registry.pending).toEqual(['quotes']);
    expect(report).toEqual([]);
    render(<BackofficeApp app={app} initialPath="/quotes" />);
    expect(await screen.findByText('Loading plugins')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByText('FAQs')).toBeInTheDocument();
    expect(within(nav).queryByText('Quotes')).not.toBeInTheDocument();

    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'Quotes screen' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Main navigation' })).getByText('Quotes')).toBeInTheDocument();
    expect(app.registry.pending).toEqual([]);
    expect(report.join('\n')).toMatch(/started\s+quotes/);
  });
});
