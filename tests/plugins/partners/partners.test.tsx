import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import partnersPlugin from '@backoffice/plugin-partners';
import { renderApp } from '../../support/render-app';
import { FakeApi } from '../../support/fake-api';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

const VERSION = '2026-11-01T10:00:00.000Z';
const partners = [
  { _id: 'p1', name: 'Atlas Couriers', website: 'https://atlas.example.com', row: 1, createdAt: VERSION, updatedAt: VERSION },
  { _id: 'p2', name: 'Sahel Warehousing', website: 'https://sahel.example.com', row: 2, createdAt: VERSION, updatedAt: VERSION },
];

describe('partners (the README worked example)', () => {
  it('lists partners, searches them, and edits one with its version', async () => {
    const user = userEvent.setup();
    const api = new FakeApi()
      .on('get', '/partners', [200, { success: true, data: partners }])
      .on('put', '/partners/:id', (request) => [200, { success: true, message: 'Partner updated', data: { ...partners[0], ...(request.body as object) } }]);
    await renderApp({ plugins: [partnersPlugin], api, path: '/partners' });
    expect(await screen.findByText('Atlas Couriers')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Search now'), 'sahel');
    await waitFor(() => expect(screen.queryByText('Atlas Couriers')).not.toBeInTheDocument());
    await user.clear(screen.getByPlaceholderText('Search now'));
    await user.click(await screen.findByRole('button', { name: 'Edit Atlas Couriers' }));
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Atlas Express');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('put', '/partners/p1')).toHaveLength(1));
    expect(api.callsTo('put', '/partners/p1')[0].body).toEqual({ name: 'Atlas Express', website: 'https://atlas.example.com', row: 1, updatedAt: VERSION });
  });

  it('refuses a website that is not http(s) before calling the server', async () => {
    const user = userEvent.setup();
    const api = new FakeApi().on('get', '/partners', [200, { success: true, data: [] }]);
    await renderApp({ plugins: [partnersPlugin], api, path: '/partners/edit' });
    await user.type(await screen.findByLabelText('Name'), 'New');
    await user.type(screen.getByLabelText('Website'), 'ftp://new');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The website must start with http:// or https://')).toBeInTheDocument();
    expect(api.callsTo('post', '/partners')).toHaveLength(0);
  });
});
