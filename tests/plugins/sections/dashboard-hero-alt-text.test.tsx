import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import sectionsPlugin from '@backoffice/plugin-sections';
import { renderApp } from '../../support/render-app';
import { FakeApi } from '../../support/fake-api';
import { dashboardCoverSaved } from './fixtures';
import { dialogButton, pngFile } from '../../support/dialogs-and-files';
import { ALT_TEXT_REFUSAL, altTextSaved, withMediaLibrary } from '../../support/media-library-fake';

/** The dashboard cover is a content image too (issue 37): a new cover is uploaded only once it has alt text. */
vi.setConfig({ testTimeout: 150_000 });

const hero = () =>
  withMediaLibrary(new FakeApi())
    .on('get', '/dashboard-hero', [
      200,
      { success: true, hero: '/uploads/hero/old.png', updatedAt: '2026-11-02T09:00:00.000Z' },
    ])
    .on('post', '/dashboard-hero/edit', [
      200,
      dashboardCoverSaved({ cover: '/uploads/hero/new.png', updatedAt: '2026-11-03T09:00:00.000Z' }),
    ]);

describe('dashboard cover alt text', () => {
  it('asks the chosen cover its alt text before the confirmation, then saves it to the library and uploads', async () => {
    const user = userEvent.setup();
    const api = hero();
    await renderApp({ plugins: [sectionsPlugin], api, path: '/hero' });
    await screen.findByAltText('Dashboard cover');
    await user.upload(screen.getByLabelText('Selected Cover (1306 X 813)'), pngFile(1306, 813, 'new.png'));
    // Refused for want of alt text: no question about replacing yet, nothing uploaded.
    expect(await screen.findByText(ALT_TEXT_REFUSAL)).toBeInTheDocument();
    expect(screen.queryByText('Replace the live dashboard cover with new.png?')).not.toBeInTheDocument();
    expect(api.callsTo('post', '/dashboard-hero/edit')).toHaveLength(0);

    await user.click(screen.getByLabelText('Alt text'));
    await user.paste('Parcels leaving the warehouse at dawn');
    await user.click(screen.getByRole('button', { name: 'Replace Cover' }));
    await user.click(await waitFor(() => dialogButton('Replace cover')));
    await waitFor(() => expect(api.callsTo('post', '/dashboard-hero/edit')).toHaveLength(1));
    expect(altTextSaved(api)).toMatchObject([{ alt: 'Parcels leaving the warehouse at dawn', decorative: false }]);
    expect(await screen.findByText('Cover replaced')).toBeInTheDocument();
    expect(screen.queryByLabelText('Alt text')).not.toBeInTheDocument();
  });

  it('a cover marked decorative goes on; Cancel drops the chosen file', async () => {
    const user = userEvent.setup();
    const api = hero();
    await renderApp({ plugins: [sectionsPlugin], api, path: '/hero' });
    await screen.findByAltText('Dashboard cover');
    await user.upload(screen.getByLabelText('Selected Cover (1306 X 813)'), pngFile(1306, 813, 'first.png'));
    await screen.findByText(ALT_TEXT_REFUSAL);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByAltText('Chosen cover')).not.toBeInTheDocument();

    await user.upload(screen.getByLabelText('Selected Cover (1306 X 813)'), pngFile(1306, 814, 'second.png'));
    await screen.findByText(ALT_TEXT_REFUSAL);
    await user.click(screen.getByRole('checkbox', { name: 'Decorative (no alt text needed)' }));
    await user.click(screen.getByRole('button', { name: 'Replace Cover' }));
    await user.click(await waitFor(() => dialogButton('Replace cover')));
    await waitFor(() => expect(api.callsTo('post', '/dashboard-hero/edit')).toHaveLength(1));
    expect(altTextSaved(api)).toMatchObject([{ alt: '', decorative: true }]);
  });
});
