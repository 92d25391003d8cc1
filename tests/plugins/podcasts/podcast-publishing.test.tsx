import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import podcastsPlugin from '@backoffice/plugin-podcasts';
import { renderApp } from '../../support/render-app';
import { FakeApi, sampleAdmin } from '../../support/fake-api';
import type { Admin, Podcast } from '@backoffice/contracts';
import { podcastFixture } from './fixtures';
import { dialogButton } from '../../support/dialogs-and-files';
import { published } from '../../support/fixtures';

const editor: Admin = { ...sampleAdmin, role: 'editor', permissions: ['read', 'content:write'] };

function podcast(index: number, extra: Partial<Podcast> = {}) {
  return podcastFixture({
    _id: `p${index}`,
    title: `Episode ${index}`,
    url: `https://podcasts.example.com/ep-${index}`,
    cover: '',
    dateScheduled: '2026-10-01',
    formattedDate: 'Oct 1, 2026',
    category: 'Shipping',
    isLiveNow: false,
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...published,
    ...extra,
  });
}

const podcasts = [
  podcast(1),
  podcast(2, { status: 'draft', state: 'draft' }),
  podcast(3, { state: 'changed' }),
  podcast(4, { status: 'draft', state: 'scheduled', publishAt: '2030-05-01T08:00:00.000Z' }),
];
const api = () =>
  new FakeApi().on('get', '/podcast/get', [200, { success: true, podcasts, hero: null, heroUpdatedAt: null }]);
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const formEntries = (body: unknown) => Object.fromEntries((body as FormData).entries());

describe('podcast publishing', () => {
  it('tags each podcast of the list with its state', async () => {
    await renderApp({ plugins: [podcastsPlugin], api: api(), path: '/resources/podcasts?tab=podcasts' });
    await screen.findByText('Episode 1');
    expect(within(rowOf('Episode 1')).getByText('Published')).toBeInTheDocument();
    expect(within(rowOf('Episode 2')).getByText('Draft')).toBeInTheDocument();
    expect(within(rowOf('Episode 3')).getByText('Changed')).toBeInTheDocument();
    expect(within(rowOf('Episode 4')).getByText('Scheduled')).toBeInTheDocument();
  });

  it('saves a published podcast as a draft to unpublish at a time', async () => {
    const user = userEvent.setup();
    const fake = api().on('put', '/podcast/edit/:id', [200, { success: true, data: podcast(1) }]);
    await renderApp({ plugins: [podcastsPlugin], api: fake, path: '/resources/podcasts/update?id=p1' });
    const bar = await screen.findByRole('region', { name: 'Publishing' });
    await waitFor(() => expect(within(bar).getByText('Published')).toBeInTheDocument());
    await user.click(within(bar).getByLabelText('Save as draft'));
    await user.type(within(bar).getByLabelText('Unpublish at'), '2031-01-02T03:04:05');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await waitFor(() => dialogButton('Confirm')));
    await waitFor(() => expect(fake.callsTo('put', '/podcast/edit/p1')).toHaveLength(1));
    const sent = formEntries(fake.callsTo('put', '/podcast/edit/p1')[0].body);
    expect(sent).toMatchObject({ status: 'draft', unpublishAt: new Date('2031-01-02T03:04:05').toISOString() });
    expect(sent.publishAt).toBeUndefined();
  });

  it('tells an editor the changes are drafts', async () => {
    await renderApp({
      plugins: [podcastsPlugin],
      api: api(),
      path: '/resources/podcasts/update?id=p1',
      signedInAs: editor,
    });
    const bar = await screen.findByRole('region', { name: 'Publishing' });
    expect(within(bar).getByText(/saved as a draft; an admin publishes them/)).toBeInTheDocument();
    expect(within(bar).queryByLabelText('Publish on save')).not.toBeInTheDocument();
  });
});
