import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import personalDataPlugin from '@backoffice/plugin-personal-data';
import dashboardPlugin from '@backoffice/plugin-dashboard';
import { renderApp } from '../../support/render-app';
import { FakeApi, sampleAdmin } from '../../support/fake-api';
import type { PersonalDataFound } from '@backoffice/contracts';
import { dialogButton } from '../../support/dialogs-and-files';

const held: PersonalDataFound = {
  email: 'kofi@example.com',
  total: 4,
  collections: [
    {
      collection: 'newsletter',
      source: 'built-in',
      title: 'Newsletter',
      records: [{ id: 'n1', email: 'kofi@example.com', created_at: '2026-11-01T00:00:00.000Z' }],
      files: 0,
    },
    {
      collection: 'leads',
      source: 'built-in',
      title: 'Leads Contact',
      records: [{ id: 'l1', first_name: 'Kofi', email: 'kofi@example.com', company_name: 'Accra Gadgets' }],
      files: 0,
    },
    { collection: 'contactSales', source: 'built-in', title: 'Contact Sales', records: [], files: 0 },
    {
      collection: 'candidates',
      source: 'built-in',
      title: 'Job Candidates',
      records: [{ id: 'c1', f_name: 'Kofi', email: 'kofi@example.com', job: 'Driver' }],
      files: 1,
    },
    // A content type an external plugin declares with personal fields ("x-personal").
    {
      collection: 'ext/crm/contacts',
      source: 'plugin',
      plugin: 'crm',
      contentType: 'contacts',
      title: 'Contact (crm)',
      records: [{ id: 'x1', name: 'Kofi Mensah', email: 'kofi@example.com', phone: '+233 555' }],
      files: 0,
    },
  ],
};
const nothing: PersonalDataFound = {
  email: 'kofi@example.com',
  total: 0,
  collections: held.collections.map((hits) => ({ ...hits, records: [], files: 0 })),
};

describe('Personal data screen', () => {
  it('finds a person by e-mail in every collection, exports a zip and erases after confirming', async () => {
    const user = userEvent.setup();
    let erased = false;
    const fake = new FakeApi()
      .on('post', '/personal-data/find', () => [200, { success: true, data: erased ? nothing : held }])
      .on('post', '/personal-data/export', [200, new Blob(['zip'])])
      .on('post', '/personal-data/erase', () => {
        erased = true;
        return [
          200,
          {
            success: true,
            message: 'done',
            data: {
              erased: { newsletter: 1, leads: 1, contactSales: 0, candidates: 1 },
              ext: { 'ext/crm/contacts': 1 },
              files: 1,
            },
          },
        ];
      });
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:zip'), revokeObjectURL: vi.fn() });
    await renderApp({ plugins: [personalDataPlugin], api: fake, path: '/personal-data' });
    expect(await screen.findByRole('heading', { name: 'Personal data' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Find/ }));
    expect(await screen.findByText('Enter an e-mail address')).toBeInTheDocument();
    expect(fake.callsTo('post', '/personal-data/find')).toHaveLength(0);

    await user.type(screen.getByLabelText('E-mail address'), 'Kofi@Example.com');
    await user.click(screen.getByRole('button', { name: /Find/ }));
    expect(await screen.findByText('4 records held about kofi@example.com')).toBeInTheDocument();
    expect(fake.callsTo('post', '/personal-data/find')[0].body).toEqual({ email: 'Kofi@Example.com' });
    expect(screen.getByText('Accra Gadgets')).toBeInTheDocument();
    expect(screen.getByText('Driver')).toBeInTheDocument();
    expect(screen.getByText('(1 file)')).toBeInTheDocument();
    // The plugin's records are shown with the built-in ones, marked as a plugin's.
    const contacts = screen.getByRole('region', { name: 'Contact (crm) records' });
    expect(within(contacts).getByText('+233 555')).toBeInTheDocument();
    expect(within(contacts).getByRole('columnheader', { name: 'Phone' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Contact \(crm\): 1/ })).toHaveTextContent('Plugin content type');
    // Issue 34: readable headings and times, not database keys and raw ISO; each wide table is a focusable region.
    const newsletter = screen.getByRole('region', { name: 'Newsletter records' });
    expect(newsletter).toHaveAttribute('tabindex', '0');
    expect(within(newsletter).getByRole('columnheader', { name: 'Created at' })).toBeInTheDocument();
    expect(within(newsletter).getByText(/^(Oct 31|Nov 1), 2026, \d{1,2}:\d{2} (AM|PM)$/)).toBeInTheDocument();
    expect(screen.queryByText('2026-11-01T00:00:00.000Z')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Job Candidates records' })).getByRole('columnheader', {
        name: 'First name',
      }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Export .zip/ }));
    await waitFor(() => expect(fake.callsTo('post', '/personal-data/export')).toHaveLength(1));
    expect(fake.callsTo('post', '/personal-data/export')[0].body).toEqual({ email: 'kofi@example.com' });

    await user.click(screen.getByRole('button', { name: /Erase everywhere/ }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        /1 in Newsletter, 1 in Leads Contact, 1 in Job Candidates, 1 in Contact \(crm\), 1 file/,
      ),
    ).toBeInTheDocument();
    await user.click(dialogButton('Erase'));
    await waitFor(() => expect(fake.callsTo('post', '/personal-data/erase')).toHaveLength(1));
    expect(await screen.findByText('4 records and 1 files erased for kofi@example.com.')).toBeInTheDocument();
    expect(await screen.findByText('Nothing is held about kofi@example.com')).toBeInTheDocument();
  });

  it('says so when the erasure fails, and keeps what was found', async () => {
    const user = userEvent.setup();
    const fake = new FakeApi()
      .on('post', '/personal-data/find', [200, { success: true, data: held }])
      .on('post', '/personal-data/erase', [500, { success: false, message: 'Internal error' }]);
    await renderApp({ plugins: [personalDataPlugin], api: fake, path: '/personal-data' });
    await user.type(await screen.findByLabelText('E-mail address'), 'kofi@example.com');
    await user.click(screen.getByRole('button', { name: /Find/ }));
    await user.click(await screen.findByRole('button', { name: /Erase everywhere/ }));
    await user.click(dialogButton('Erase'));
    expect(await screen.findByText(/Internal error|Nothing was erased/)).toBeInTheDocument();
    expect(screen.getByText('4 records held about kofi@example.com')).toBeInTheDocument();
  });

  it('keeps the lookup in the store the plugin declares (address, results, error), resolved by token', async () => {
    const user = userEvent.setup();
    const fake = new FakeApi()
      .on('post', '/personal-data/find', [200, { success: true, data: held }])
      .on('post', '/admin/signout', [200, { success: true, message: 'Signed out' }]);
    const { app } = await renderApp({ plugins: [personalDataPlugin], api: fake, path: '/personal-data' });
    const store = app.container.get(personalDataPlugin.stores![0]) as {
      email: string;
      found: { email: string; total: number } | null;
      busy: boolean;
      error: string | null;
    };
    await user.click(await screen.findByRole('button', { name: /Find/ }));
    await waitFor(() => expect(store.error).toBe('Enter an e-mail address'));
    await user.type(screen.getByLabelText('E-mail address'), 'kofi@example.com');
    expect(store.email).toBe('kofi@example.com');
    await user.click(screen.getByRole('button', { name: /Find/ }));
    expect(await screen.findByText('4 records held about kofi@example.com')).toBeInTheDocument();
    expect(store).toMatchObject({ found: { email: 'kofi@example.com', total: 4 }, busy: false, error: null });
    // Personal data: the admin signing out forgets it.
    await app.session.signOut();
    await waitFor(() => expect(store.found).toBeNull());
    expect(store.email).toBe('');
  });

  it("shows retention's count on the dashboard", async () => {
    const fake = new FakeApi().on('get', '/dashboard', [
      200,
      { success: true, general: [], data: [{ key: 'retention', title: 'Removed by retention (30 days)', count: 42 }] },
    ]);
    await renderApp({
      plugins: [dashboardPlugin, personalDataPlugin],
      api: fake,
      path: '/dashboard',
      signedInAs: sampleAdmin,
    });
    expect(await screen.findByRole('link', { name: 'Removed by retention (30 days) 42' })).toBeInTheDocument();
  });
});
