import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import podcastsPlugin from '@backoffice/plugin-podcasts';
import { renderApp } from '../../support/render-app';
import { pickDate } from '../../support/date-fields';
import { FakeApi, sampleAdmin } from '../../support/fake-api';
import type { Admin, Podcast } from '@backoffice/contracts';
import { podcastFixture } from './fixtures';
import { dialogButton, expectDialog, formEntries, pngFile, expectFormRefused } from '../../support/dialogs-and-files';

// The machine is shared by several engineers: give the rendering room (speed is measured by benchmarks).

const viewer: Admin = { ...sampleAdmin, role: 'viewer', permissions: ['read'] };

function podcast(index: number, extra: Partial<Podcast> = {}) {
  return podcastFixture({
    _id: `p${index}`,
    title: `Episode ${index}: COD in ${index % 2 ? 'Morocco' : 'Kenya'}`,
    url: `https://podcasts.example.com/ep-${index}`,
    cover: `/uploads/podcasts/ep-${index}.png`,
    dateScheduled: `2026-10-${String(index).padStart(2, '0')}`,
    formattedDate: `Oct ${index}, 2026`,
    category: index % 2 ? 'Shipping' : 'Warehousing',
    isLiveNow: false,
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...extra,
  });
}

const podcasts = Array.from({ length: 10 }, (_, index) => podcast(index + 1, index === 0 ? { isLiveNow: true } : {}));

function apiWithPodcasts() {
  return new FakeApi().on('get', '/podcast/get', [
    200,
    { success: true, podcasts, hero: '/uploads/podcasts/hero.png', heroUpdatedAt: '2026-11-02T09:00:00.000Z' },
  ]);
}

const png = (width: number, height: number, name = 'cover.png') => pngFile(width, height, name);
describe('podcasts tab', () => {
  it('lists 8 per page with the link, cover, date, category and a Live badge; searches', async () => {
    const user = userEvent.setup();
    await renderApp({ plugins: [podcastsPlugin], api: apiWithPodcasts(), path: '/resources/podcasts?tab=podcasts' });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(8);
    const first = within(table).getAllByRole('row')[1];
    expect(within(first).getByText('Live')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'https://podcasts.example.com/ep-1' })).toHaveAttribute(
      'href',
      'https://podcasts.example.com/ep-1',
    );
    expect(within(first).getByAltText(/Cover of Episode 1/)).toHaveAttribute('src', '/uploads/podcasts/ep-1.png');
    expect(within(first).getByText('Oct 1, 2026')).toBeInTheDocument();
    expect(within(first).getByText('Shipping')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(within(table).getAllByRole('row').slice(1)).toHaveLength(2));

    await user.type(screen.getByPlaceholderText('Search now'), 'kenya');
    await waitFor(() => expect(within(table).getAllByRole('row').slice(1)).toHaveLength(5));
  });

  it('deletes after a confirmation naming the podcast', async () => {
    const user = userEvent.setup();
    const api = apiWithPodcasts().on('delete', '/podcast/delete/:id', [
      200,
      { success: true, message: 'Podcast deleted' },
    ]);
    await renderApp({ plugins: [podcastsPlugin], api, path: '/resources/podcasts?tab=podcasts' });
    await screen.findByRole('table');
    await user.click(screen.getByLabelText('Delete Episode 2: COD in Kenya'));
    expect(
      await screen.findByText('Are you sure you want to delete the podcast "Episode 2: COD in Kenya"?'),
    ).toBeInTheDocument();
    await user.click(dialogButton('Delete'));
    await waitFor(() => expect(api.callsTo('delete', '/podcast/delete/p2')).toHaveLength(1));
  });

  it('offers no add, edit, delete or upload to a viewer', async () => {
    const user = userEvent.setup();
    await renderApp({
      plugins: [podcastsPlugin],
      api: apiWithPodcasts(),
      path: '/resources/podcasts?tab=podcasts',
      signedInAs: viewer,
    });
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: /Add New/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Hero Section' }));
    expect(await screen.findByAltText('Current podcasts hero cover')).toBeInTheDocument();
    expect(screen.queryByText('Selected Cover (1407 X 541)')).not.toBeInTheDocument();
  });
});

describe('hero section tab', () => {
  it('shows the current cover and uploads a new one, then shows it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const api = apiWithPodcasts().on('post', '/podcast/add-hero-section-cover', [
      200,
      { success: true, message: 'Cover uploaded', cover: '/uploads/podcasts/new-hero.png' },
    ]);
    await renderApp({ plugins: [podcastsPlugin], api, path: '/resources/podcasts' });
    await waitFor(() =>
      expect(screen.getByAltText('Current podcasts hero cover')).toHaveAttribute('src', '/uploads/podcasts/hero.png'),
    );
    expect(screen.getByRole('button', { name: /Upload Cover/ })).toBeDisabled();
    await user.upload(screen.getByLabelText('Selected Cover (1407 X 541)'), png(1200, 500, 'hero.png'));
    expect(await screen.findByText(/This picture is 1200 × 500 px; 1407 × 541 px is recommended/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Upload Cover/ }));
    await waitFor(() =>
      expect(screen.getByAltText('Current podcasts hero cover')).toHaveAttribute(
        'src',
        '/uploads/podcasts/new-hero.png',
      ),
    );
    const sent = formEntries(api.callsTo('post', '/podcast/add-hero-section-cover')[0].body);
    expect((sent.cover as File).name).toBe('hero.png');
    // The version of the cover on screen goes with the new one (a cover replaced meanwhile is a 409).
    expect(sent.updatedAt).toBe('2026-11-02T09:00:00.000Z');
    expect(await screen.findByText('The hero cover was updated')).toBeInTheDocument();
  });

  it('shows the cover someone else saved meanwhile, and why, when the upload is refused as stale (409)', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const api = apiWithPodcasts().on('post', '/podcast/add-hero-section-cover', [
      409,
      { success: false, message: 'This record was changed by someone else. Reload it to see their changes.' },
    ]);
    await renderApp({ plugins: [podcastsPlugin], api, path: '/resources/podcasts' });
    await user.upload(await screen.findByLabelText('Selected Cover (1407 X 541)'), png(1407, 541, 'mine.png'));
    api.on('get', '/podcast/get', [
      200,
      { success: true, podcasts, hero: '/uploads/podcasts/theirs.png', heroUpdatedAt: '2026-11-03T09:00:00.000Z' },
    ]);
    await user.click(await screen.findByRole('button', { name: /Upload Cover/ }));
    await expectDialog('This record was changed by someone else. Reload it to see their changes.');
    await waitFor(() =>
      expect(screen.getByAltText('Current podcasts hero cover')).toHaveAttribute('src', '/uploads/podcasts/theirs.png'),
    );
    expect(screen.getByLabelText('Selected Cover (1407 X 541) file')).toHaveTextContent('mine.png');
  });

  it('keeps the chosen file and says why when the upload fails', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const api = apiWithPodcasts().on('post', '/podcast/add-hero-section-cover', [
      413,
      { success: false, message: 'The file is too large' },
    ]);
    await renderApp({ plugins: [podcastsPlugin], api, path: '/resources/podcasts' });
    await user.upload(await screen.findByLabelText('Selected Cover (1407 X 541)'), png(1407, 541, 'big.png'));
    await user.click(await screen.findByRole('button', { name: /Upload Cover/ }));
    await expectDialog('The file is too large');
    expect(screen.getByLabelText('Selected Cover (1407 X 541) file')).toHaveTextContent('big.png');
    expect(screen.getByAltText('Current podcasts hero cover')).toHaveAttribute('src', '/uploads/podcasts/hero.png');
  });
});

describe('podcast form', () => {
  it('adds: requires title, URL, date and category, checks the URL, confirms and posts', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const api = apiWithPodcasts().on('post', '/podcast/add', [201, { success: true, data: podcast(11) }]);
    await renderApp({ plugins: [podcastsPlugin], api, path: '/resources/podcasts?tab=podcasts' });
    await user.click(await screen.findByRole('button', { name: /Add New/ }));
    expect(await screen.findByRole('heading', { name: 'Add New Podcast' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('Please fill all the required fields');

    await user.type(screen.getByLabelText('Title'), 'Scaling COD in the Gulf');
    await user.type(screen.getByLabelText('URL'), 'podcasts.example.com/gulf');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('Please enter a valid URL starting with http:// or https://');

    await user.clear(screen.getByLabelText('URL'));
    await user.type(screen.getByLabelText('URL'), 'https://podcasts.example.com/gulf');
    await user.clear(screen.getByLabelText('Date Scheduled'));
    pickDate(screen.getByLabelText('Date Scheduled'), '2026-12-05');
    await user.click(screen.getByRole('switch'));
    await user.upload(screen.getByLabelText('Cover (449 X 289)'), png(449, 289, 'gulf.png'));
    await waitFor(() => expect(screen.getByLabelText('Cover (449 X 289) file')).toHaveTextContent('gulf.png'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Confirm changes?')).toBeInTheDocument();
    await user.click(dialogButton('Confirm'));
    await waitFor(() => expect(api.callsTo('post', '/podcast/add')).toHaveLength(1));
    const sent = formEntries(api.callsTo('post', '/podcast/add')[0].body);
    expect(sent).toMatchObject({
      title: 'Scaling COD in the Gulf',
      url: 'https://podcasts.example.com/gulf',
      dateScheduled: '2026-12-05',
      category: 'All',
      isLiveNow: 'true',
    });
    expect((sent.cover as File).name).toBe('gulf.png');
    expect(await screen.findByRole('tab', { name: 'Podcasts', selected: true })).toBeInTheDocument();
  });

  it('edits: says when nothing changed, sends the version, offers a reload on 409', async () => {
    const user = userEvent.setup();
    const api = apiWithPodcasts().on('put', '/podcast/edit/:id', [
      409,
      { success: false, message: 'This podcast was changed by someone else.' },
    ]);
    await renderApp({ plugins: [podcastsPlugin], api, path: '/resources/podcasts?tab=podcasts' });
    await screen.findByRole('table');
    await user.click(screen.getByLabelText('Edit Episode 3: COD in Morocco'));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Episode 3: COD in Morocco'));
    expect(screen.getByLabelText('Date Scheduled')).toHaveValue('2026-10-03');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('No changes made');

    await user.click(screen.getByRole('switch'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await waitFor(() => dialogButton('Confirm')));
    expect(await screen.findByText(/changed by someone else/)).toBeInTheDocument();
    const sent = formEntries(api.callsTo('put', '/podcast/edit/p3')[0].body);
    expect(sent).toMatchObject({ isLiveNow: 'true', updatedAt: '2026-11-01T10:00:00.000Z' });
    await user.click(dialogButton('Reload'));
    await waitFor(() => expect(screen.getByRole('switch')).not.toBeChecked());
    expect(screen.getByLabelText('Title')).toHaveValue('Episode 3: COD in Morocco');
  });

  it('keeps the form with the server message when a save fails', async () => {
    const user = userEvent.setup();
    const api = apiWithPodcasts().on('put', '/podcast/edit/:id', [
      400,
      { success: false, message: 'Title is too long' },
    ]);
    await renderApp({ plugins: [podcastsPlugin], api, path: '/resources/podcasts/update?id=p4' });
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Episode 4: COD in Kenya'));
    await user.type(screen.getByLabelText('Title'), ' (extended)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await waitFor(() => dialogButton('Confirm')));
    await expectDialog('Title is too long');
    expect(screen.getByLabelText('Title')).toHaveValue('Episode 4: COD in Kenya (extended)');
  });
});
