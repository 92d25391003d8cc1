import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import partnersPlugin from '@backoffice/plugin-partners';
import { renderApp } from '../../support/render-app';
import { FakeApi, sampleAdmin } from '../../support/fake-api';
import { dialogButton, expectDialog } from '../../support/dialogs-and-files';

// The first lazy screen load can be slow on the shared machine.
configure({ asyncUtilTimeout: 10_000 });

const viewer = { ...sampleAdmin, role: 'viewer', permissions: ['read'] };
const VERSION = '2026-11-01T10:00:00.000Z';
const partners = [
  { _id: 'p1', name: 'Atlas Couriers', website: 'https://atlas.example.com', row: 1, createdAt: VERSION, updatedAt: VERSION },
  { _id: 'p2', name: 'Sahel Warehousing', website: 'https://sahel.example.com', row: 2, createdAt: VERSION, updatedAt: VERSION },
];

function api() {
  return new FakeApi().on('get', '/partners', [200, { success: true, data: partners }]);
}

describe('partners list (the README worked example)', () => {
  it('lists partners, searches name and website, deletes after confirmation', async () => {
    const user = userEvent.setup();
    const fake = api().on('delete', '/partners/:id', [200, { success: true, message: 'Partner deleted' }]);
    await renderApp({ plugins: [partnersPlugin], api: fake, path: '/partners' });
    expect(await screen.findByText('Atlas Couriers')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Search now'), 'sahel.example');
    await waitFor(() => expect(screen.queryByText('Atlas Couriers')).not.toBeInTheDocument());
    expect(screen.getByText('Sahel Warehousing')).toBeInTheDocument();
    await user.clear(screen.getByPlaceholderText('Search now'));
    await user.click(await screen.findByRole('button', { name: 'Delete Atlas Couriers' }));
    expect(await screen.findByText('Atlas Couriers will be removed from the public site.')).toBeInTheDocument();
    await user.click(dialogButton('Delete'));
    await waitFor(() => expect(fake.callsTo('delete', '/partners/p1')).toHaveLength(1));
    await waitFor(() => expect(fake.callsTo('get', '/partners').length).toBeGreaterThanOrEqual(2));
  });

  it('hides Add New, Edit and Delete from a viewer', async () => {
    await renderApp({ plugins: [partnersPlugin], api: api(), path: '/partners', signedInAs: viewer });
    expect(await screen.findByText('Atlas Couriers')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add New|Edit|Delete/ })).not.toBeInTheDocument();
  });
});

describe('partner form', () => {
  it('adds: refuses a website that is not http(s) before calling the server, then posts the next row', async () => {
    const user = userEvent.setup();
    const fake = api().on('post', '/partners', [201, { success: true, data: { ...partners[0], _id: 'p3' } }]);
    await renderApp({ plugins: [partnersPlugin], api: fake, path: '/partners' });
    await user.click(await screen.findByRole('button', { name: /Add New/ }));
    expect(await screen.findByLabelText('Row')).toHaveValue('3');
    await user.type(screen.getByLabelText('Name'), 'Nile Freight');
    await user.type(screen.getByLabelText('Website'), 'ftp://nile');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectDialog('The website must start with http:// or https://');
    expect(fake.callsTo('post', '/partners')).toHaveLength(0);
    await user.clear(screen.getByLabelText('Website'));
    await user.type(screen.getByLabelText('Website'), 'https://nile.example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.callsTo('post', '/partners')).toHaveLength(1));
    expect(fake.callsTo('post', '/partners')[0].body).toEqual({ name: 'Nile Freight', website: 'https://nile.example.com', row: 3 });
    expect(await screen.findByText('Atlas Couriers')).toBeInTheDocument();
  });

  it('edits with the version it started from; a 409 says so and Reload returns to the list', async () => {
    const user = userEvent.setup();
    const stale = 'This record was changed by someone else. Reload to see the latest version.';
    const fake = api().on('put', '/partners/:id', [409, { success: false, message: stale }]);
    await renderApp({ plugins: [partnersPlugin], api: fake, path: '/partners' });
    await user.click(await screen.findByRole('button', { name: 'Edit Atlas Couriers' }));
    const name = await screen.findByLabelText('Name');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectDialog('No changes made');
    await user.clear(name);
    await user.type(name, 'Atlas Express');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.callsTo('put', '/partners/p1')).toHaveLength(1));
    expect(fake.callsTo('put', '/partners/p1')[0].body).toEqual({ name: 'Atlas Express', website: 'https://atlas.example.com', row: 1, updatedAt: VERSION });
    expect(await screen.findByText(new RegExp(stale.slice(0, 40)))).toBeInTheDocument();
    await user.click(dialogButton('Reload'));
    expect(await screen.findByRole('heading', { name: 'Partners' })).toBeInTheDocument();
    await waitFor(() => expect(fake.callsTo('get', '/partners').length).toBeGreaterThanOrEqual(2));
  });
});
