import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeApi, renderPlugin } from '@backoffice/plugin-sdk/testing';
import { describe, expect, it } from 'vitest';
import plugin from '../src/index';

// The real kernel with this plugin, against a fake API: what a person sees and what the server is sent.
const ITEMS = '/ext/__ID__/items';
const stored = { _id: '5f0b8a52-0f57-4a0e-9d59-6a3c1c8c2d11', name: 'First item', notes: 'Kept', createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z' };

describe('the __ID__ plugin', () => {
  it('lists the stored items under its sidebar entry', async () => {
    const api = new FakeApi().on('get', ITEMS, [200, { success: true, data: [stored], total: 1 }]);
    await renderPlugin({ plugins: [plugin], api, path: '/__ID__' });
    expect(await screen.findByText('First item')).toBeInTheDocument();
  });

  it('adds an item through its form', async () => {
    const user = userEvent.setup();
    const api = new FakeApi()
      .on('get', ITEMS, [200, { success: true, data: [], total: 0 }])
      .on('post', ITEMS, [201, { success: true, message: 'Item added', data: { ...stored, name: 'Second item' } }]);
    await renderPlugin({ plugins: [plugin], api, path: '/__ID__/edit' });
    await user.type(await screen.findByLabelText('Name'), 'Second item');
    await user.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(api.callsTo('post', ITEMS)).toHaveLength(1));
    expect(api.callsTo('post', ITEMS)[0].body).toMatchObject({ name: 'Second item' });
  });
});
