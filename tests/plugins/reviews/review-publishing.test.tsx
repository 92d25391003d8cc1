import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import reviewsPlugin from '@backoffice/plugin-reviews';
import { renderApp } from '../../support/render-app';
import { pickDate } from '../../support/date-fields';
import { FakeApi, sampleAdmin } from '../../support/fake-api';
import type { Admin, Review } from '@backoffice/contracts';
import { dialogButton } from '../../support/dialogs-and-files';

const editor: Admin = { ...sampleAdmin, role: 'editor', permissions: ['read', 'content:write'] };
const SOON = '2030-05-01T08:00:00.000Z';
const review = (
  id: string,
  title: string,
  row: number,
  status: Review['status'],
  state: Review['state'],
  publishAt: string | null = null,
): Review => ({
  _id: id,
  id,
  fullName: `Ada ${id}`,
  firstName: 'Ada',
  lastName: id,
  avatarURL: null,
  role: 'CTO',
  title,
  description: 'Good service',
  date: '2026-03-01T10:00:00.000Z',
  row,
  updatedAt: '2026-03-10T10:00:00.000Z',
  status,
  state,
  publishAt,
  unpublishAt: null,
});
const reviews = [
  review('r1', 'Live review', 1, 'published', 'published'),
  review('r2', 'Draft review', 2, 'draft', 'draft'),
  review('r3', 'Changed review', 3, 'published', 'changed'),
  review('r4', 'Scheduled review', 4, 'draft', 'scheduled', SOON),
];
const api = () => new FakeApi().on('get', '/reviews', [200, { success: true, data: reviews }]);
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('review publishing', () => {
  it('tags each review of the list with its state', async () => {
    await renderApp({ plugins: [reviewsPlugin], api: api(), path: '/reviews' });
    await screen.findByText('Live review');
    expect(within(rowOf('Live review')).getByText('Published')).toBeInTheDocument();
    expect(within(rowOf('Draft review')).getByText('Draft')).toBeInTheDocument();
    expect(within(rowOf('Changed review')).getByText('Changed')).toBeInTheDocument();
    expect(within(rowOf('Scheduled review')).getByText('Scheduled')).toBeInTheDocument();
  });

  it('saves a published review as a draft with a publish time (form fields)', async () => {
    const user = userEvent.setup();
    const fake = api().on('put', '/reviews/edit/:id', [200, { success: true, data: reviews[0] }]);
    await renderApp({ plugins: [reviewsPlugin], api: fake, path: '/reviews/edit-review?id=r1' });
    await screen.findByRole('heading', { name: 'Edit Review' });
    const bar = screen.getByRole('region', { name: 'Publishing' });
    await user.type(await screen.findByDisplayValue('Live review'), ' indeed');
    await user.click(within(bar).getByLabelText('Save as draft'));
    pickDate(within(bar).getByLabelText('Publish at'), '2030-05-01T10:00:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await waitFor(() => dialogButton('Confirm')));
    await waitFor(() => expect(fake.callsTo('put', '/reviews/edit/r1')).toHaveLength(1));
    const body = fake.callsTo('put', '/reviews/edit/r1')[0].body as FormData;
    expect(body.get('title')).toBe('Live review indeed');
    expect(body.get('status')).toBe('draft');
    expect(body.get('publishAt')).toBe(new Date('2030-05-01T10:00:00').toISOString());
  });

  it('offers an editor drafts only; Preview opens the site with the draft', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const url = 'https://www.example.com/?preview=reviews.1.sig#reviews';
    const fake = api().on('post', '/publishing/:kind/:id/preview', [
      200,
      { success: true, data: { url, token: 'reviews.1.sig', expiresAt: SOON } },
    ]);
    await renderApp({ plugins: [reviewsPlugin], api: fake, path: '/reviews/edit-review?id=r3', signedInAs: editor });
    await screen.findByRole('heading', { name: 'Edit Review' });
    const bar = screen.getByRole('region', { name: 'Publishing' });
    expect(within(bar).getByText('Changed')).toBeInTheDocument();
    expect(within(bar).getByText(/saved as a draft; an admin publishes them/)).toBeInTheDocument();
    expect(within(bar).queryByLabelText('Publish on save')).not.toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(url, '_blank', 'noopener'));
    expect(fake.callsTo('post', '/publishing/reviews/r3/preview')).toHaveLength(1);
  });
});
