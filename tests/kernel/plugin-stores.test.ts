import { describe, expect, it } from 'vitest';
import { ContainerModule, createToken, definePlugin, ListStore } from '@backoffice/kernel';
import { boot, type BackofficeConfig } from '@backoffice/kernel/app';
import type { Plugin, Token } from '@backoffice/kernel';
import faqsPlugin from '@backoffice/plugin-faqs';
import { availablePlugins } from '../../packages/app/src/plugins';
import { FakeApi, fakeHttp, sampleAdmin } from '../support/fake-api';
import { faqFixture } from '../support/fixtures';

// Issue 35: each screen group's state lives in MobX stores its plugin binds at boot and declares in `stores`, so other
// plugins and tests resolve them from the container by token.

async function bootWith(plugins: readonly Plugin[], config: BackofficeConfig = {}, api = new FakeApi()) {
  const app = await boot({
    plugins,
    config,
    http: fakeHttp(api),
    storage: window.localStorage,
    log: () => {},
    language: 'en',
  });
  return { app, api };
}

const waitFor = async (check: () => boolean) => {
  for (let tries = 0; tries < 400 && !check(); tries += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
};

describe('the plugins` stores', () => {
  it('every declared store of every enabled plugin resolves from the container after boot; a disabled plugin`s does not', async () => {
    const { app } = await bootWith(availablePlugins, { plugins: { faqs: false } });
    const started = app.registry.report.filter((entry) => entry.status === 'started').map((entry) => entry.id);
    expect(started).toHaveLength(availablePlugins.length - 1);
    const declaring = availablePlugins.filter((plugin) => (plugin.stores ?? []).length > 0);
    // Every list screen group declares its state (the kernel test of issue 35 would pass vacuously otherwise).
    expect(declaring.length).toBeGreaterThanOrEqual(21);
    for (const plugin of availablePlugins) {
      const tokens = plugin.stores ?? [];
      if (plugin.id === 'faqs') {
        expect(app.registry.storesOf('faqs')).toEqual([]);
        for (const token of tokens) expect(app.container.isBound(token)).toBe(false);
        continue;
      }
      expect(app.registry.storesOf(plugin.id)).toEqual(tokens);
      for (const token of tokens) {
        const store = app.container.get(token);
        expect(store, `${plugin.id}: ${String(token.description)}`).toBeTruthy();
        // A plugin-scoped store: every screen and plugin gets the same one.
        expect(app.container.get(token)).toBe(store);
      }
    }
    expect(faqsPlugin.stores?.length).toBeGreaterThan(0);
  });

  it('a list store loads through its plugin`s API, and forgets its rows when the admin signs out', async () => {
    const api = new FakeApi()
      .on('get', '/faq', [
        200,
        { success: true, data: [faqFixture({ _id: 'f2', row: 2, question: 'Second?', answer: 'Yes' })] },
      ])
      .on('get', '/admin/profile', [200, { success: true, data: sampleAdmin }])
      .on('post', '/admin/signout', [200, { success: true, message: 'Signed out' }]);
    window.localStorage.setItem('rememberedUntil', String(Date.now() + 60_000));
    const { app } = await bootWith([faqsPlugin], {}, api);
    await waitFor(() => app.session.isAuthenticated);
    const store = app.container.get(faqsPlugin.stores![0]) as ListStore<{ question: string }>;
    await store.load();
    expect(store.rows.map((faq) => faq.question)).toEqual(['Second?']);
    expect(store.loaded).toBe(true);
    store.select(['f2']);
    await app.session.signOut();
    await waitFor(() => store.rows.length === 0);
    expect(store.selection).toEqual([]);
    expect(store.loaded).toBe(false);
  });

  it('fails a plugin whose declared store its services do not bind, and refuses a store token another plugin holds', async () => {
    const Missing = createToken<ListStore<string>>('test/MissingStore');
    const Shared = createToken<ListStore<string>>('test/SharedStore');
    const forgetful = definePlugin({ id: 'forgetful', stores: [Missing as Token<unknown>] });
    const first = definePlugin({
      id: 'first',
      services: new ContainerModule(({ bind }) => {
        bind(Shared).toConstantValue(new ListStore<string>());
      }),
      stores: [Shared],
    });
    const second = definePlugin({ id: 'second', stores: [Shared] });
    const { app } = await bootWith([forgetful, first, second]);
    const status = Object.fromEntries(app.registry.report.map((entry) => [entry.id, entry]));
    expect(status.forgetful.status).toBe('failed');
    expect(status.forgetful.reason).toContain(
      'store backoffice:test/MissingStore is declared but its services do not bind it',
    );
    expect(status.first.status).toBe('started');
    expect(status.second.status).toBe('failed');
    expect(status.second.reason).toContain('already registered by plugin "first"');
    expect(app.registry.storesOf('first')).toEqual([Shared]);
  });
});
