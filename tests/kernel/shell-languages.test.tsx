import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  contribute,
  definePlugin,
  PageHeader,
  PaletteActions,
  RecordSearches,
  RichTextEditor,
  useMessages,
} from '@backoffice/kernel';
import { renderApp } from '../support/render-app';

// The shell's own names in the admin's language: breadcrumbs built from English route titles and sidebar labels,
// and the command palette's screens, actions and record groups, each read in the catalog of the plugin that
// declares it.

function NewSite() {
  const { t } = useMessages();
  return <PageHeader title={t('Add New Site')} />;
}

const home = definePlugin({
  id: 'home',
  nav: [{ label: 'Dashboard', path: '/dashboard', order: 0 }],
  routes: [{ path: '/dashboard', screen: async () => ({ default: () => <PageHeader title="Dashboard" /> }) }],
  messages: { fr: { Dashboard: 'Tableau de bord' } },
});

const warehouses = definePlugin({
  id: 'warehouses',
  nav: [
    { group: 'General', label: 'Warehouses', path: '/warehouses', order: 1 },
    { group: 'General', label: 'Stock', path: '/warehouses/stock', order: 2 },
  ],
  routes: [
    { path: '/warehouses', screen: async () => ({ default: () => <PageHeader title="Entrepôts" /> }) },
    { path: '/warehouses/stock', screen: async () => ({ default: () => <PageHeader title="Stocks" /> }) },
    { path: '/add-new-site', parent: '/warehouses', title: 'New site', screen: async () => ({ default: NewSite }) },
    // No title of its own in the header: the trail names it by its route's title.
    {
      path: '/warehouses/stock/moves',
      title: 'Stock moves',
      screen: async () => ({ default: () => <PageHeader title={<span>Mouvements</span>} /> }),
    },
    {
      path: '/warehouses/site/:id',
      screen: async () => ({
        default: () => (
          <PageHeader title="Casablanca" breadcrumb={[{ path: '/warehouses' }, { label: 'Casablanca' }]} />
        ),
      }),
    },
  ],
  contributes: [
    contribute(PaletteActions, { key: 'add-site', label: 'Add warehouse', path: '/add-new-site', keywords: ['new'] }),
    contribute(RecordSearches, {
      key: 'sites',
      label: 'Sites',
      search: async () => [{ title: 'Casablanca', description: 'Morocco', path: '/warehouses/site/casa' }],
    }),
  ],
  messages: {
    fr: {
      Warehouses: 'Entrepôts',
      Stock: 'Stocks',
      'New site': 'Nouveau site',
      'Stock moves': 'Mouvements de stock',
      'Add New Site': 'Ajouter un site',
      'Add warehouse': 'Ajouter un entrepôt',
      Sites: 'Sites logistiques',
    },
  },
});

/** The breadcrumb's steps, as read: each step's text and, for links, its address. */
async function trail(): Promise<Array<[string, string | null]>> {
  const crumbs = await screen.findByRole('navigation', { name: 'Fil d’Ariane' });
  return within(crumbs)
    .getAllByRole('listitem')
    .map((item) => [
      item.textContent!.replace(/\/\s*$/, '').trim(),
      item.querySelector('a')?.getAttribute('href') ?? null,
    ]);
}

/** The development reports of texts with no translation ("Backoffice: no fr translation in …"). */
function collectMissing(): () => string[] {
  const warn = vi.spyOn(console, 'warn');
  return () => warn.mock.calls.map((call) => String(call[0])).filter((line) => line.startsWith('Backoffice: no '));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the shell in French', () => {
  it('breadcrumbs name each screen above in French, from its plugin’s catalog', async () => {
    const missing = collectMissing();
    await renderApp({ plugins: [home, warehouses], path: '/add-new-site', language: 'fr' });
    expect(await screen.findByRole('heading', { name: 'Ajouter un site' })).toBeInTheDocument();
    expect(await trail()).toEqual([
      ['Tableau de bord', '/dashboard'],
      ['Entrepôts', '/warehouses'],
      ['Ajouter un site', null],
    ]);
    expect(missing()).toEqual([]);
  });

  it('a screen without a text title is named by its route’s title in French', async () => {
    await renderApp({ plugins: [home, warehouses], path: '/warehouses/stock/moves', language: 'fr' });
    expect(await trail()).toEqual([
      ['Tableau de bord', '/dashboard'],
      ['Stocks', '/warehouses/stock'],
      ['Mouvements de stock', null],
    ]);
  });

  it('a crumb given by address only is named by its sidebar entry in French', async () => {
    await renderApp({ plugins: [home, warehouses], path: '/warehouses/site/casa', language: 'fr' });
    expect(await trail()).toEqual([
      ['Tableau de bord', '/dashboard'],
      ['Entrepôts', '/warehouses'],
      ['Casablanca', null],
    ]);
  });

  it('the command palette offers screens, actions and record groups in French, found by their French or English names', async () => {
    const missing = collectMissing();
    const user = userEvent.setup();
    const { api } = await renderApp({ plugins: [home, warehouses], path: '/warehouses', language: 'fr' });
    api.on('get', '/search', (request) => [
      200,
      request.params.q === 'casa'
        ? {
            success: true,
            groups: [
              {
                key: 'legal-pages',
                label: 'Legal Pages',
                hits: [{ title: 'Casa terms', description: 'Legal page', path: '/legal/edit?id=l1' }],
              },
            ],
          }
        : { success: true, groups: [] },
    ]);
    await screen.findByRole('heading', { name: 'Entrepôts' });
    await user.keyboard('{Control>}k{/Control}');
    const box = await screen.findByRole('combobox');
    const results = () => screen.getByRole('listbox');

    // A screen, with its group, in French; found by its English name too.
    await user.type(box, 'entrep');
    expect(within(results()).getByRole('option', { name: /Entrepôts/ })).toHaveTextContent('EntrepôtsGénéral');
    await user.clear(box);
    await user.type(box, 'warehouses');
    expect(within(results()).getByRole('option', { name: /Entrepôts/ })).toBeInTheDocument();

    // An action, in French, hinted 'Action'; found by its English name too.
    await user.clear(box);
    await user.type(box, 'ajouter un');
    expect(within(results()).getByRole('option', { name: /Ajouter un entrepôt/ })).toHaveTextContent(
      'Ajouter un entrepôtAction',
    );
    await user.clear(box);
    await user.type(box, 'add warehouse');
    expect(within(results()).getByRole('option', { name: /Ajouter un entrepôt/ })).toBeInTheDocument();

    // Record groups: the plugin's own and the server's, each in French.
    await user.clear(box);
    await user.type(box, 'casa');
    expect(await within(results()).findByRole('option', { name: /Casa terms/ })).toHaveTextContent(
      'Pages légales · Legal page',
    );
    expect(await within(results()).findByRole('option', { name: /^Casablanca/ })).toHaveTextContent(
      'Sites logistiques · Morocco',
    );

    await user.clear(box);
    await user.type(box, 'zzzz');
    expect(await screen.findByText('Rien ne correspond à « zzzz ».')).toBeInTheDocument();
    expect(missing()).toEqual([]);
  });

  it("the rich-text editor's tooltips, link tooltip and heading names are in French", async () => {
    const editor = definePlugin({
      id: 'editor',
      routes: [
        {
          path: '/editor',
          screen: async () => ({
            default: () => <RichTextEditor value="<p>Colis</p>" onChange={() => {}} label="Contenu" />,
          }),
        },
      ],
    });
    await renderApp({ plugins: [editor], path: '/editor', language: 'fr' });
    const toolbar = await screen.findByRole('toolbar', { name: /Contenu/ });
    // Each button's name is also its tooltip.
    expect(within(toolbar).getByRole('button', { name: 'Gras', hidden: true })).toHaveAttribute('title', 'Gras');
    // Quill writes these from its style sheet: the editor's own rules say them in French.
    const rules = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
    for (const text of ['"Saisir le lien :"', '"Ouvrir l’URL :"', '"Titre 2"', '"Retirer"'])
      expect(rules).toContain(text);
  });
});
