import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import jobsPlugin from '@backoffice/plugin-jobs';
import type { Admin, Job } from '@backoffice/contracts';
import { renderApp } from '../../support/render-app';
import { FakeApi, sampleAdmin } from '../../support/fake-api';
import { jobFixture } from './fixtures';

const wait = { timeout: 30_000 };
const viewer: Admin = { ...sampleAdmin, role: 'viewer', permissions: ['read'] };

// The list answers a bare array of jobs (no envelope).
const jobs: Job[] = Array.from({ length: 9 }, (_, index) =>
  jobFixture({
    _id: `j${index + 1}`,
    title: `Job ${index + 1}`,
    department: index === 0 ? 'Logistics' : 'Sales',
    description: `Description ${index + 1}`,
    overview: 'Overview',
    content: '<p>Content</p>',
    location: 'Casablanca',
    remote: index === 0,
    salary: '1200 USD Monthly',
  }),
);

describe('Jobs list', () => {
  it('shows 8 per page with Remote Yes/No and searches', async () => {
    const user = userEvent.setup();
    const api = new FakeApi().on('get', '/job/get', [200, jobs]);
    await renderApp({ plugins: [jobsPlugin], api, path: '/company/career' });
    expect(await screen.findByText('Job 1', {}, wait)).toBeInTheDocument();
    expect(screen.queryByText('Job 9')).not.toBeInTheDocument();
    expect(screen.getByText('Yes')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Search now'), 'logistics');
    expect(screen.getByText('Job 1')).toBeInTheDocument();
    expect(screen.queryByText('Job 2')).not.toBeInTheDocument();
  });

  it('hides Delete for a viewer', async () => {
    const api = new FakeApi().on('get', '/job/get', [200, jobs]);
    await renderApp({ plugins: [jobsPlugin], api, path: '/company/career', signedInAs: viewer });
    expect(await screen.findByText('Job 1', {}, wait)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Job 1' })).not.toBeInTheDocument();
  });

  it('confirms naming the job before deleting', async () => {
    const user = userEvent.setup();
    const api = new FakeApi()
      .on('get', '/job/get', [200, jobs])
      .on('delete', '/job/delete/j1', [200, { success: true, message: 'Job deleted' }]);
    await renderApp({ plugins: [jobsPlugin], api, path: '/company/career' });
    await user.click(await screen.findByRole('button', { name: 'Delete Job 1' }, wait));
    expect(await screen.findByText('Are you sure you want to delete the job "Job 1"?')).toBeInTheDocument();
    const modal = document.querySelector<HTMLElement>('.ant-modal')!;
    await user.click(within(modal).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() =>
      expect(api.calls.some((call) => call.method === 'delete' && call.url.endsWith('/job/delete/j1'))).toBe(true),
    );
  });
});
