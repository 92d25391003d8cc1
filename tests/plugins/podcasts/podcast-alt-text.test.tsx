import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import podcastsPlugin from '@backoffice/plugin-podcasts';
import { renderApp } from '../../support/render-app';
import { FakeApi } from '../../support/fake-api';
import { podcastFixture } from './fixtures';
import { dialogButton, pngFile } from '../../support/dialogs-and-files';
import {
  ALT_TEXT_REFUSAL,
  altTextSaved,
  describeAndSave,
  expectAltTextAsked,
  withMediaLibrary,
} from '../../support/media-library-fake';

/** A podcast's cover is a content image (issue 37): Save asks for its alt text; the page's hero cover too, before its upload. */
const podcast = podcastFixture({
  _id: 'p1',
  title: 'Episode 1',
  url: 'https://podcasts.example.com/ep-1',
  cover: '/uploads/podcasts/ep-1.png',
  dateScheduled: '2026-10-01',
  formattedDate: 'Oct 1, 2026',
  category: 'Shipping',
  isLiveNow: false,
  updatedAt: '2026-11-01T10:00:00.000Z',
  status: 'published',
  state: 'published',
  publishAt: null,
  unpublishAt: null,
});

// A whole form rendered in jsdom: slow on a busy machine.
vi.setConfig({ testTimeout: 150_000 });

describe('podcast cover alt text', () => {
  it('refuses Save while the cover has no alt text, then saves it with the podcast', async () => {
    const user = userEvent.setup();
    const fake = withMediaLibrary(new FakeApi(), [podcast.cover])
      .on('get', '/podcast/get', [200, { success: true, podcasts: [podcast], hero: null, heroUpdatedAt: null }])
      .on('put', '/podcast/edit/:id', [200, { success: true, data: podcast }]);
    await renderApp({ plugins: [podcastsPlugin], api: fake, path: '/resources/podcasts/update?id=p1' });
    await user.type(await screen.findByDisplayValue('Episode 1'), ' again');
    await screen.findByLabelText('Alt text');
    await expectAltTextAsked(user, fake);
    expect(fake.callsTo('put', '/podcast/edit/p1')).toHaveLength(0);
    await describeAndSave(user, 'Two hosts at a microphone');
    await user.click(await waitFor(() => dialogButton('Confirm')));
    await waitFor(() => expect(fake.callsTo('put', '/podcast/edit/p1')).toHaveLength(1));
    expect(altTextSaved(fake)).toMatchObject([{ alt: 'Two hosts at a microphone', decorative: false }]);
  });

  it('the hero cover is uploaded only once it has alt text or is marked decorative', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const fake = withMediaLibrary(new FakeApi())
      .on('get', '/podcast/get', [200, { success: true, podcasts: [podcast], hero: null, heroUpdatedAt: null }])
      .on('post', '/podcast/add-hero-section-cover', [
        200,
        { success: true, message: 'Cover uploaded', cover: '/uploads/podcasts/new-hero.png' },
      ]);
    await renderApp({ plugins: [podcastsPlugin], api: fake, path: '/resources/podcasts' });
    await user.upload(await screen.findByLabelText('Selected Cover (1407 X 541)'), pngFile(1407, 541, 'hero.png'));
    await screen.findByLabelText('Alt text');
    await user.click(screen.getByRole('button', { name: /Upload Cover/ }));
    expect(await screen.findByText(ALT_TEXT_REFUSAL)).toBeInTheDocument();
    expect(fake.callsTo('post', '/podcast/add-hero-section-cover')).toHaveLength(0);
    await user.click(screen.getByRole('checkbox', { name: 'Decorative (no alt text needed)' }));
    await user.click(screen.getByRole('button', { name: /Upload Cover/ }));
    await waitFor(() => expect(fake.callsTo('post', '/podcast/add-hero-section-cover')).toHaveLength(1));
    expect(altTextSaved(fake)).toMatchObject([{ alt: '', decorative: true }]);
  });
});
