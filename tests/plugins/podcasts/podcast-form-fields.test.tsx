import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import podcastsPlugin from '@backoffice/plugin-podcasts';
import { renderApp } from '../../support/render-app';
import { FakeApi } from '../../support/fake-api';
import { podcastFixture } from './fixtures';
import { expectFieldMessage, saveRefusedOnField, expectFormRefused } from '../../support/dialogs-and-files';

const podcast = podcastFixture({
  _id: 'p1',
  title: 'Episode 1: COD in Morocco',
  url: 'https://podcasts.example.com/ep-1',
  cover: '/uploads/podcasts/ep-1.png',
  dateScheduled: '2026-10-01',
  formattedDate: 'Oct 1, 2026',
  category: 'Shipping',
  isLiveNow: false,
  updatedAt: '2026-11-01T10:00:00.000Z',
});
const api = () => new FakeApi().on('get', '/podcast/get', [200, { success: true, podcasts: [podcast], hero: null }]);

async function openAdd(fake: FakeApi) {
  const user = userEvent.setup();
  await renderApp({ plugins: [podcastsPlugin], api: fake, path: '/resources/podcasts/update' });
  await screen.findByLabelText('Title');
  return user;
}

describe('podcast form: field-level errors', () => {
  it('marks the required fields (the cover is optional)', async () => {
    await openAdd(api());
    for (const label of ['Title', 'URL', 'Date Scheduled', 'Category'])
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('Cover (449 X 289)')).not.toHaveAttribute('aria-required');
  });

  it('empty fields keep the summary, show their messages on the fields and focus the first', async () => {
    const user = await openAdd(api());
    await user.clear(screen.getByLabelText('Date Scheduled'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('Please fill all the required fields');
    const title = screen.getByLabelText('Title');
    expectFieldMessage(title, 'Please enter the title');
    expect(screen.getByLabelText('URL')).toHaveAccessibleDescription('Please enter the URL');
    expectFieldMessage(screen.getByLabelText('Date Scheduled'), 'Please choose the date');
    expect(screen.getByLabelText('Category')).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(title).toHaveFocus());
    // Fixing a field takes its message away; the others stay.
    await user.type(title, 'Scaling COD in the Gulf');
    expect(title).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please enter the title')).not.toBeInTheDocument();
    expect(screen.getByText('Please enter the URL')).toBeInTheDocument();
  });

  it('a URL that is not a web address is marked on the URL field, counted in the summary line', async () => {
    const user = await openAdd(api());
    await user.type(screen.getByLabelText('Title'), 'Scaling COD in the Gulf');
    await user.type(screen.getByLabelText('URL'), 'podcasts.example.com/gulf');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('Please enter a valid URL starting with http:// or https://');
    const url = screen.getByLabelText('URL');
    expectFieldMessage(url, 'Please enter a valid URL starting with http:// or https://');
    expect(screen.getByLabelText('Title')).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(url).toHaveFocus());
  });

  it('a server 400 that names a field is shown on that field', async () => {
    const fake = api().on('put', '/podcast/edit/:id', [
      400,
      { success: false, message: 'url contains a character that is not allowed', field: 'url' },
    ]);
    const user = userEvent.setup();
    await renderApp({ plugins: [podcastsPlugin], api: fake, path: '/resources/podcasts/update?id=p1' });
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Episode 1: COD in Morocco'));
    await user.type(screen.getByLabelText('URL'), '?ref=1');
    const url = await saveRefusedOnField(user, 'URL', 'url contains a character that is not allowed');
    expect(url).toHaveValue('https://podcasts.example.com/ep-1?ref=1');
  });
});
