import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeApi, renderPlugin } from '@backoffice/plugin-sdk/testing';
import { describe, expect, it } from 'vitest';
import plugin from '../src/index';

// The real kernel with this plugin, against a fake API: what a person sees and what the server is sent.
const ITEMS = '/ext/__ID__/items';
const stored = {
  _id: '5f0b8a52-0f57-4a0e-9d59-6a3c1c8c2d11',
  name: 'First item',
  notes: 'Kept',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

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

  it('translates an item into another of the site languages, beside its default text', async () => {
    const user = userEvent.setup();
    const kind = 'ext:__ID__:items';
    const french = { kind, recordId: stored._id, locale: 'fr', fields: {}, slug: '', complete: false, updatedAt: '' };
    const api = new FakeApi()
      .on('get', ITEMS, [200, { success: true, data: [stored], total: 1 }])
      .on('get', `/translations/${kind}`, [200, { success: true, data: [{ id: stored._id, complete: ['en'] }] }])
      .on('get', `/translations/${kind}/${stored._id}/fr`, [200, { success: true, data: french }])
      .on('put', `/translations/${kind}/${stored._id}/fr`, (request) => [
        200,
        {
          success: true,
          data: { ...french, ...(request.body as object), complete: true, updatedAt: '2026-11-02T10:00:00.000Z' },
        },
      ])
      .on('get', '/translations/locales', [
        200,
        {
          success: true,
          data: {
            locales: ['en', 'fr'],
            defaultLocale: 'en',
            kinds: { [kind]: { fields: ['name', 'notes'], slug: false } },
          },
        },
      ]);
    await renderPlugin({ plugins: [plugin], api, path: '/__ID__' });
    // The list says which languages each item is complete in.
    const row = (await screen.findByText('First item')).closest('tr')!;
    await waitFor(() => expect(row.querySelector('[data-locale="fr"]')).toHaveAttribute('data-complete', 'false'));
    await user.click(within(row).getByRole('button', { name: /edit/i }));
    const switcher = await screen.findByLabelText('Content language');
    await user.click(within(switcher).getByText('fr'));
    const name = await screen.findByRole('textbox', { name: 'Name (fr)' });
    await waitFor(() => expect(name).toBeEnabled());
    expect(screen.getByLabelText('Name in en')).toHaveTextContent('First item');
    await user.type(name, 'Premier article');
    await user.click(screen.getByRole('button', { name: 'Save translation' }));
    expect(await screen.findByText('Translation saved')).toBeInTheDocument();
    expect(api.callsTo('put', `/translations/${kind}/${stored._id}/fr`)[0].body).toMatchObject({
      fields: { name: 'Premier article' },
    });
  });
});
