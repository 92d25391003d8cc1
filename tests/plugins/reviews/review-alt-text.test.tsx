import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import reviewsPlugin from '@backoffice/plugin-reviews';
import { renderApp } from '../../support/render-app';
import { FakeApi } from '../../support/fake-api';
import { reviewFixture } from './fixtures';
import { dialogButton } from '../../support/dialogs-and-files';
import { altTextSaved, expectAltTextAsked, withMediaLibrary } from '../../support/media-library-fake';

/** A reviewer's photo stands beside their name, so it is usually decorative (issue 37): the editor says so. */
const AVATAR = '/uploads/reviews/ada.png';
const review = reviewFixture({
  _id: 'r1',
  id: 'r1',
  fullName: 'Ada Lovelace',
  firstName: 'Ada',
  lastName: 'Lovelace',
  avatarURL: AVATAR,
  role: 'CTO',
  title: 'Live review',
  description: 'Good service',
  date: '2026-03-01T10:00:00.000Z',
  row: 1,
  updatedAt: '2026-03-10T10:00:00.000Z',
  status: 'published',
  state: 'published',
  publishAt: null,
  unpublishAt: null,
});

// A whole form rendered in jsdom: slow on a busy machine.
vi.setConfig({ testTimeout: 150_000 });

describe('review photo alt text', () => {
  it('refuses Save until the photo has alt text or is marked decorative', async () => {
    const user = userEvent.setup();
    const fake = withMediaLibrary(new FakeApi(), [AVATAR])
      .on('get', '/reviews', [200, { success: true, data: [review] }])
      .on('put', '/reviews/edit/:id', [200, { success: true, data: review }]);
    await renderApp({ plugins: [reviewsPlugin], api: fake, path: '/reviews/edit-review?id=r1' });
    await screen.findByRole('heading', { name: 'Edit Review' });
    await user.type(await screen.findByDisplayValue('Live review'), ' indeed');
    await screen.findByLabelText('Alt text');
    await expectAltTextAsked(user, fake);
    expect(fake.callsTo('put', '/reviews/edit/r1')).toHaveLength(0);
    await user.click(screen.getByRole('checkbox', { name: 'Decorative (no alt text needed)' }));
    expect(screen.getByLabelText('Alt text')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await waitFor(() => dialogButton('Confirm')));
    await waitFor(() => expect(fake.callsTo('put', '/reviews/edit/r1')).toHaveLength(1));
    expect(altTextSaved(fake)).toMatchObject([{ alt: '', decorative: true }]);
  });
});
