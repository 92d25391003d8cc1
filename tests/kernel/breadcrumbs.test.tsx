import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { definePlugin, PageHeader } from '@backoffice/kernel';
import { renderApp } from '../support/render-app';

/** A plugin whose screens give no breadcrumb of their own: the shell builds each from the route registry. */
const home = definePlugin({
  id: 'home',
  nav: [{ label: 'Dashboard', path: '/dashboard', order: 0 }],
  routes: [{ path: '/dashboard', screen: async () => ({ default: () => <PageHeader title="Dashboard" /> }) }],
});
const warehouses = definePlugin({
  id: 'warehouses',
  nav: [
    { group: 'Data', label: 'Sites', path: '/warehouses', order: 1 },
    { group: 'Data', label: 'Stock', path: '/warehouses/stock', order: 2 },
  ],
  routes: [
    { path: '/warehouses', screen: async () => ({ default: () => <PageHeader title="Sites" /> }) },
    { path: '/warehouses/stock', screen: async () => ({ default: () => <PageHeader title="Stock" /> }) },
    // Its address is not under the list's: `parent` says where it belongs.
    {
      path: '/add-new-site',
      parent: '/warehouses',
      title: 'New site',
      screen: async () => ({ default: () => <PageHeader title="Add New Site" /> }),
    },
    // Under the sidebar's '/warehouses/stock' by its address alone.
    { path: '/warehouses/stock/moves', screen: async () => ({ default: () => <PageHeader title="Stock moves" /> }) },
    {
      path: '/warehouses/site/:id',
      screen: async () => ({
        default: () => (
          <PageHeader title="Casablanca" breadcrumb={[{ path: '/warehouses' }, { label: 'Casablanca' }]} />
        ),
      }),
    },
  ],
});

/** The breadcrumb's steps, as read: each step's text and, for links, its address. */
async function trail(): Promise<Array<[string, string | null]>> {
  const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
  return within(crumbs)
    .getAllByRole('listitem')
    .map((item) => [
      item.textContent!.replace(/\/\s*$/, '').trim(),
      item.querySelector('a')?.getAttribute('href') ?? null,
    ]);
}

describe('breadcrumbs built from the route registry', () => {
  it('shows a list screen under the dashboard, named by its sidebar entry, the screen itself not a link', async () => {
    await renderApp({ plugins: [home, warehouses], path: '/warehouses' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sites' })).toBeInTheDocument();
    expect(await trail()).toEqual([
      ['Dashboard', '/dashboard'],
      ['Sites', null],
    ]);
  });

  it("puts a form under its route's parent, named by the screen's heading", async () => {
    await renderApp({ plugins: [home, warehouses], path: '/add-new-site' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Add New Site' })).toBeInTheDocument();
    expect(await trail()).toEqual([
      ['Dashboard', '/dashboard'],
      ['Sites', '/warehouses'],
      ['Add New Site', null],
    ]);
  });

  it('puts a screen under the sidebar entry its address starts with', async () => {
    await renderApp({ plugins: [home, warehouses], path: '/warehouses/stock/moves' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Stock moves' })).toBeInTheDocument();
    expect(await trail()).toEqual([
      ['Dashboard', '/dashboard'],
      ['Stock', '/warehouses/stock'],
      ['Stock moves', null],
    ]);
  });

  it("starts a screen's own crumbs (a record's name) from the registry's steps above them", async () => {
    await renderApp({ plugins: [home, warehouses], path: '/warehouses/site/7' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Casablanca' })).toBeInTheDocument();
    expect(await trail()).toEqual([
      ['Dashboard', '/dashboard'],
      ['Sites', '/warehouses'],
      ['Casablanca', null],
    ]);
  });

  it('shows none on the dashboard, where every trail starts (it would only repeat the heading)', async () => {
    await renderApp({ plugins: [home, warehouses], path: '/dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
  });
});
