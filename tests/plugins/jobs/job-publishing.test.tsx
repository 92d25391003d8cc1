import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import jobsPlugin from '@backoffice/plugin-jobs';
import type { Admin, Job } from '@backoffice/contracts';
import { renderApp } from '../../support/render-app';
import { pickDate } from '../../support/date-fields';
import { FakeApi, sampleAdmin } from '../../support/fake-api';
import { dialogButton } from '../../support/dialogs-and-files';

const editor: Admin = { ...sampleAdmin, role: 'editor', permissions: ['read', 'content:write'] };
const SOON = '2030-05-01T08:00:00.000Z';
const base = {
  department: 'Operations',
  description: 'Make sense of deliveries',
  overview: 'Join us',
  content: '<p>Work on data</p>',
  location: 'Casablanca',
  remote: false,
  salary: '3000 USD Monthly',
  createdAt: '2026-03-01T10:00:00.000Z',
  publishAt: null,
  unpublishAt: null,
};
const jobs: Job[] = [
  {
    ...base,
    _id: 'j1',
    title: 'Live job',
    updatedAt: '2026-03-10T10:00:00.000Z',
    status: 'published',
    state: 'published',
  },
  { ...base, _id: 'j2', title: 'Draft job', updatedAt: '2026-03-11T10:00:00.000Z', status: 'draft', state: 'draft' },
  {
    ...base,
    _id: 'j3',
    title: 'Changed job',
    updatedAt: '2026-03-12T10:00:00.000Z',
    status: 'published',
    state: 'changed',
  },
  {
    ...base,
    _id: 'j4',
    title: 'Scheduled job',
    updatedAt: '2026-03-13T10:00:00.000Z',
    status: 'draft',
    state: 'scheduled',
    publishAt: SOON,
  },
];
const api = () => new FakeApi().on('get', '/job/get', [200, jobs]);
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('job publishing', () => {
  it('tags each job of the list with its state', async () => {
    await renderApp({ plugins: [jobsPlugin], api: api(), path: '/company/career' });
    await screen.findByText('Live job');
    expect(within(rowOf('Live job')).getByText('Published')).toBeInTheDocument();
    expect(within(rowOf('Draft job')).getByText('Draft')).toBeInTheDocument();
    expect(within(rowOf('Changed job')).getByText('Changed')).toBeInTheDocument();
    expect(within(rowOf('Scheduled job')).getByText('Scheduled')).toBeInTheDocument();
  });

  it('saves a published job as a draft with a publish time', async () => {
    const user = userEvent.setup();
    const fake = api().on('put', '/job/edit/:id', [200, { success: true, data: jobs[0] }]);
    await renderApp({ plugins: [jobsPlugin], api: fake, path: '/company/career/update?id=j1' });
    await screen.findByRole('heading', { name: 'Edit Job' });
    const bar = screen.getByRole('region', { name: 'Publishing' });
    expect(within(bar).getByText('Published')).toBeInTheDocument();
    // The rich-text editor loads lazily: typed times wait for it.
    await screen.findByLabelText('Content');
    await user.type(await screen.findByDisplayValue('Live job'), ' (senior)');
    await user.click(within(bar).getByLabelText('Save as draft'));
    pickDate(within(bar).getByLabelText('Publish at'), '2030-05-01T10:00:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await waitFor(() => dialogButton('Confirm')));
    await waitFor(() => expect(fake.callsTo('put', '/job/edit/j1')).toHaveLength(1));
    expect(fake.callsTo('put', '/job/edit/j1')[0].body).toMatchObject({
      title: 'Live job (senior)',
      status: 'draft',
      publishAt: new Date('2030-05-01T10:00:00').toISOString(),
    });
  });

  it('offers an editor drafts only: nothing but the fields sent; Preview opens the job page', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const url = 'https://www.example.com/careers/j1?preview=jobs.1.sig';
    const fake = api()
      .on('put', '/job/edit/:id', [200, { success: true, data: jobs[0] }])
      .on('post', '/publishing/:kind/:id/preview', [
        200,
        { success: true, data: { url, token: 'jobs.1.sig', expiresAt: SOON } },
      ]);
    await renderApp({ plugins: [jobsPlugin], api: fake, path: '/company/career/update?id=j1', signedInAs: editor });
    await screen.findByRole('heading', { name: 'Edit Job' });
    const bar = screen.getByRole('region', { name: 'Publishing' });
    expect(within(bar).getByText(/saved as a draft; an admin publishes them/)).toBeInTheDocument();
    expect(within(bar).queryByLabelText('Publish at')).not.toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(url, '_blank', 'noopener'));
    expect(fake.callsTo('post', '/publishing/jobs/j1/preview')).toHaveLength(1);
    await user.type(await screen.findByDisplayValue('Live job'), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await waitFor(() => dialogButton('Confirm')));
    await waitFor(() => expect(fake.callsTo('put', '/job/edit/j1')).toHaveLength(1));
    const body = fake.callsTo('put', '/job/edit/j1')[0].body as Record<string, unknown>;
    expect(body.title).toBe('Live job!');
    expect(Object.keys(body)).not.toContain('status');
  });
});
