import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  ContainerModule,
  contribute,
  createToken,
  definePlugin,
  RecordSearches,
  useLocation,
} from '@backoffice/kernel';
import { sampleAdmin } from '../support/fake-api';
import { renderApp } from '../support/render-app';

/** A store the record search resolves from the container, as a real plugin's API class would be. */
class PeopleDirectory {
  people = [
    { id: 'p1', name: 'Amina Benali' },
    { id: 'p2', name: 'Sara Haddad' },
  ];
}
const PeopleToken = createToken<PeopleDirectory>('test/PeopleDirectory');

function Where() {
  const location = useLocation();
  return <h1>At {location.pathname + location.search}</h1>;
}

const directoryPlugin = definePlugin({
  id: 'directory',
  title: 'Directory',
  navGroups: [{ key: 'Layouts', label: 'Layouts', order: 95 }],
  nav: [
    { group: 'General', label: 'Blogs', path: '/blogs', order: 1 },
    { group: 'Layouts', label: 'Blogs page layout', path: '/layout/blogs', order: 1 },
    { group: 'General', label: 'People', path: '/people', order: 2 },
  ],
  routes: [
    { path: '/blogs', screen: async () => ({ default: Where }) },
    { path: '/layout/blogs', screen: async () => ({ default: Where }) },
    { path: '/people', screen: async () => ({ default: Where }) },
    { path: '/person', screen: async () => ({ default: Where }) },
  ],
  services: new ContainerModule(({ bind }) => {
    bind(PeopleToken).toConstantValue(new PeopleDirectory());
  }),
  contributes: [
    contribute(RecordSearches, {
      key: 'people',
      label: 'People',
      search: async (query, resolve) =>
        resolve(PeopleToken)
          .people.filter((person) => person.name.toLowerCase().includes(query.toLowerCase()))
          .map((person) => ({ title: person.name, path: `/person?id=${person.id}` })),
    }),
    contribute(RecordSearches, {
      key: 'broken',
      label: 'Broken records',
      search: async () => Promise.reject(new Error('down')),
    }),
    contribute(RecordSearches, {
      key: 'secret',
      label: 'Secrets',
      permission: 'users:manage',
      search: async () => [{ title: 'Sara secret', path: '/people' }],
    }),
  ],
});

describe('command palette', () => {
  it('opens with Ctrl+K, tells same-named screens apart by group, and goes to the chosen screen with the keyboard', async () => {
    const user = userEvent.setup();
    await renderApp({ plugins: [directoryPlugin], path: '/people' });
    await screen.findByRole('heading', { name: 'At /people' });
    await user.keyboard('{Control>}k{/Control}');
    const input = await screen.findByRole('combobox', { name: 'Search screens and records' });
    expect(input).toHaveFocus();
    await user.type(input, 'blogs');
    const options = within(screen.getByRole('listbox', { name: 'Results' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['BlogsGeneral', 'Blogs page layoutLayouts']);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[1].id);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'At /layout/blogs' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Search screens and records' })).not.toBeInTheDocument();
  });

  it('finds records through the contributed searches, says which search failed, and opens the record by its address', async () => {
    const user = userEvent.setup();
    // An editor: the search needing users:manage is not offered.
    await renderApp({
      plugins: [directoryPlugin],
      path: '/people',
      signedInAs: { ...sampleAdmin, role: 'editor', permissions: ['read', 'content:write'] },
    });
    await screen.findByRole('heading', { name: 'At /people' });
    await user.click(screen.getByRole('button', { name: 'Search screens and records (Ctrl+K)' }));
    await user.type(await screen.findByRole('combobox', { name: 'Search screens and records' }), 'sara');
    const hit = await screen.findByRole('option', { name: /Sara Haddad/ });
    expect(hit).toHaveTextContent('People');
    expect(await screen.findByText('Could not search Broken records.')).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Sara secret/ })).not.toBeInTheDocument();
    await user.click(hit);
    expect(await screen.findByRole('heading', { name: 'At /person?id=p2' })).toBeInTheDocument();
  });

  it('says when nothing matches, and closes with Escape', async () => {
    const user = userEvent.setup();
    await renderApp({ plugins: [directoryPlugin], path: '/people' });
    await screen.findByRole('heading', { name: 'At /people' });
    await user.keyboard('{Meta>}k{/Meta}');
    await user.type(await screen.findByRole('combobox', { name: 'Search screens and records' }), 'zzzz');
    expect(await screen.findByText("Nothing matches 'zzzz'.")).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('combobox', { name: 'Search screens and records' })).not.toBeInTheDocument(),
    );
  });
});
