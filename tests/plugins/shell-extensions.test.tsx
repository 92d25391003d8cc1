import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { contribute, DashboardCards, definePlugin, PageHeader } from '@backoffice/kernel';
import dashboardPlugin from '@backoffice/plugin-dashboard';
import { availablePlugins } from '../../packages/app/src/plugins';
import { renderApp } from '../support/render-app';
import { FakeApi } from '../support/fake-api';
import type { DashboardAnswer } from '@backoffice/contracts';

/** A third-party plugin adding to the shell: its own sidebar group, screens under its routes, a breadcrumb and a card. */
const warehouses = definePlugin({
  id: 'warehouses',
  // Between the kernel's Data (20) and Pages (30).
  navGroups: [{ key: 'Warehouses', label: 'Warehouses', order: 25 }],
  nav: [
    { group: 'Warehouses', label: 'Sites', path: '/warehouses', order: 1 },
    { group: 'Warehouses', label: 'Stock', path: '/warehouses/stock', order: 2 },
  ],
  routes: [
    { path: '/warehouses', screen: async () => ({ default: () => <PageHeader title="Sites" /> }) },
    { path: '/warehouses/stock', screen: async () => ({ default: () => <PageHeader title="Stock" /> }) },
    {
      path: '/warehouses/site/:id',
      title: 'Site',
      // The crumb of its list names itself from the sidebar: the plugin writes only the path.
      screen: async () => ({
        default: () => (
          <PageHeader title="Casablanca" breadcrumb={[{ path: '/warehouses' }, { label: 'Casablanca' }]} />
        ),
      }),
    },
  ],
  contributes: [
    contribute(DashboardCards, {
      key: 'warehouses',
      group: 'data',
      title: 'Warehouses',
      path: '/warehouses',
      order: 1,
      body: () => <p>3 sites open</p>,
    }),
  ],
});
const dataPlugin = definePlugin({
  id: 'data-screens',
  nav: [{ group: 'Data', label: 'Leads', path: '/leads', order: 1 }],
  routes: [{ path: '/leads', screen: async () => ({ default: () => <h1>Leads</h1> }) }],
});
const pagesPlugin = definePlugin({
  id: 'page-screens',
  nav: [{ group: 'Pages', label: 'Footer', path: '/footer', order: 1 }],
  routes: [{ path: '/footer', screen: async () => ({ default: () => <h1>Footer</h1> }) }],
});

const counts: DashboardAnswer = { success: true, general: [], data: [] };

describe('plugins add to the shell', () => {
  it('adds a sidebar group in its order, screens under its routes and a breadcrumb named from the sidebar', async () => {
    const user = userEvent.setup();
    await renderApp({ plugins: [pagesPlugin, warehouses, dataPlugin], path: '/warehouses/site/7' });
    expect(await screen.findByRole('heading', { name: 'Casablanca' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const order = ['Data', 'Warehouses', 'Pages'].map((label) => within(nav).getByText(label));
    expect(order[0].compareDocumentPosition(order[1]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(order[1].compareDocumentPosition(order[2]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const crumb = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Sites' });
    expect(crumb).toHaveAttribute('href', '/warehouses');
    await user.click(crumb);
    expect(await screen.findByRole('heading', { name: 'Sites' })).toBeInTheDocument();
  });

  it('adds a dashboard card with its own body; a card that throws shows an error naming its plugin and the others stay', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = definePlugin({
      id: 'broken-card',
      contributes: [
        contribute(DashboardCards, {
          key: 'broken',
          group: 'data',
          title: 'Broken',
          path: '/broken',
          order: 2,
          body: () => {
            throw new Error('no figure');
          },
        }),
      ],
    });
    const api = new FakeApi().on('get', '/dashboard', [200, counts]);
    await renderApp({ plugins: [dashboardPlugin, warehouses, broken], api, path: '/dashboard' });
    const data = await screen.findByRole('region', { name: 'Data' });
    expect(await within(data).findByText('3 sites open')).toBeInTheDocument();
    expect(within(data).getByRole('link', { name: 'Warehouses' })).toHaveAttribute('href', '/warehouses');
    expect(
      await within(data).findByText('The dashboard card of the "broken-card" plugin could not be shown'),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    errors.mockRestore();
  });

  it('reports at boot a plugin that claims a sidebar group, sidebar path or dashboard card already taken', async () => {
    const clash = (id: string, extra: object) => definePlugin({ id, ...extra });
    const { app } = await renderApp({
      plugins: [
        warehouses,
        clash('same-group', { navGroups: [{ key: 'Warehouses', label: 'Depots', order: 1 }] }),
        clash('kernel-group', { navGroups: [{ key: 'Data', label: 'Data', order: 1 }] }),
        clash('same-path', { nav: [{ label: 'Depots', path: '/warehouses', order: 1 }] }),
        clash('same-card', {
          contributes: [
            contribute(DashboardCards, {
              key: 'warehouses',
              group: 'general',
              title: 'Depots',
              path: '/depots',
              order: 1,
            }),
          ],
        }),
      ],
      path: '/warehouses',
    });
    const reasons = Object.fromEntries(
      app.registry.report.map((entry) => [entry.id, `${entry.status}: ${entry.reason ?? ''}`]),
    );
    expect(reasons).toEqual({
      warehouses: 'started: ',
      'same-group': 'failed: sidebar group "Warehouses" is already registered by plugin "warehouses"',
      'kernel-group': 'failed: sidebar group "Data" is already registered by the kernel',
      'same-path': 'failed: sidebar path /warehouses is already registered by plugin "warehouses"',
      'same-card':
        'failed: dashboard card "warehouses" (dashboard/cards/v1) is already registered by plugin "warehouses"',
    });
    expect(await screen.findByRole('heading', { name: 'Sites' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Main navigation' })).queryByText('Depots'),
    ).not.toBeInTheDocument();
  });

  it('starts every plugin the app ships without a clash', async () => {
    const api = new FakeApi().on('get', '/dashboard', [200, counts]);
    const { app } = await renderApp({ plugins: availablePlugins, api, path: '/dashboard' });
    expect(app.registry.report.filter((entry) => entry.status !== 'started')).toEqual([]);
    expect(app.registry.report).toHaveLength(availablePlugins.length);
  });
});
