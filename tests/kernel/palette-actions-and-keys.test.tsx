import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contribute, definePlugin, PaletteActions, useLocation } from '@backoffice/kernel';
import type { SearchAnswer } from '@backoffice/contracts';
import { sampleAdmin } from '../support/fake-api';
import { renderApp } from '../support/render-app';

// The command palette's server search and actions, the skip link and the shortcut help.

function Where() {
  const location = useLocation();
  return (
    <>
      <h1>At {location.pathname + location.search}</h1>
      <button type="button">First control</button>
    </>
  );
}

const sitePlugin = definePlugin({
  id: 'site',
  title: 'Site',
  nav: [{ group: 'General', label: 'Leads', path: '/leads', order: 1 }],
  routes: [
    { path: '/leads', screen: async () => ({ default: Where }) },
    { path: '/blogs/add', screen: async () => ({ default: Where }) },
    { path: '/legal/edit', screen: async () => ({ default: Where }) },
  ],
  contributes: [
    contribute(PaletteActions, {
      key: 'add-blog',
      label: 'Add blog',
      path: '/blogs/add',
      keywords: ['new'],
      permission: 'content:write',
    }),
    contribute(PaletteActions, {
      key: 'export-leads',
      label: 'Export leads',
      path: '/leads?export=all',
      keywords: ['download'],
      permission: 'data:manage',
    }),
  ],
});

const privacyHit: SearchAnswer = {
  success: true,
  groups: [
    {
      key: 'legal-pages',
      label: 'Legal Pages',
      hits: [{ title: 'Privacy Policy', description: 'Legal page', path: '/legal/edit?id=l1' }],
    },
  ],
};

describe('command palette: records from the server, and actions', () => {
  it('finds records of every group through GET /search and opens the chosen one', async () => {
    const user = userEvent.setup();
    const { api } = await renderApp({ plugins: [sitePlugin], path: '/leads' });
    api.on('get', '/search', (request) => [
      200,
      request.params.q === 'priv' ? privacyHit : { success: true, groups: [] },
    ]);
    await screen.findByRole('heading', { name: 'At /leads' });
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('combobox', { name: 'Search screens and records' }), 'priv');
    const hit = await screen.findByRole('option', { name: /Privacy Policy/ });
    expect(hit).toHaveTextContent('Legal Pages · Legal page');
    await user.click(hit);
    expect(await screen.findByRole('heading', { name: 'At /legal/edit?id=l1' })).toBeInTheDocument();
  });

  it('says the record search failed when the server refuses it', async () => {
    const user = userEvent.setup();
    const { api } = await renderApp({ plugins: [sitePlugin], path: '/leads' });
    api.on('get', '/search', [500, { success: false, message: 'down' }]);
    await screen.findByRole('heading', { name: 'At /leads' });
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('combobox', { name: 'Search screens and records' }), 'anything');
    expect(await screen.findByText('Could not search records.')).toBeInTheDocument();
  });

  it('offers the actions the role may take, found by label or keyword, and runs the chosen one', async () => {
    const user = userEvent.setup();
    await renderApp({ plugins: [sitePlugin], path: '/leads' });
    await screen.findByRole('heading', { name: 'At /leads' });
    await user.keyboard('{Control>}k{/Control}');
    const input = await screen.findByRole('combobox', { name: 'Search screens and records' });
    await user.type(input, 'download');
    const options = within(screen.getByRole('listbox', { name: 'Results' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Export leadsAction']);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'At /leads?export=all' })).toBeInTheDocument();
  });

  it('leaves out the actions a role may not take', async () => {
    const user = userEvent.setup();
    await renderApp({
      plugins: [sitePlugin],
      path: '/leads',
      signedInAs: { ...sampleAdmin, role: 'editor', permissions: ['read', 'content:write'] },
    });
    await screen.findByRole('heading', { name: 'At /leads' });
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('combobox', { name: 'Search screens and records' }), 'e');
    const titles = within(screen.getByRole('listbox', { name: 'Results' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(titles).toContain('Add blogAction');
    expect(titles).not.toContain('Export leadsAction');
  });
});

describe('keyboard help', () => {
  it('the first Tab reaches "Skip to main content", which moves focus past the sidebar', async () => {
    const user = userEvent.setup();
    await renderApp({ plugins: [sitePlugin], path: '/leads' });
    await screen.findByRole('heading', { name: 'At /leads' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First control' })).toHaveFocus();
  });

  it("'?' outside a field lists the shortcuts; typed in a field it is only text", async () => {
    const user = userEvent.setup();
    await renderApp({ plugins: [sitePlugin], path: '/leads' });
    await screen.findByRole('heading', { name: 'At /leads' });
    await user.keyboard('{Control>}k{/Control}');
    const input = await screen.findByRole('combobox', { name: 'Search screens and records' });
    await user.type(input, '?');
    expect(input).toHaveValue('?');
    expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('combobox', { name: 'Search screens and records' })).not.toBeInTheDocument(),
    );
    await user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(help).getByText('Ctrl+K or ⌘K')).toBeInTheDocument();
  });
});
