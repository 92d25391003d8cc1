import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import collectedDataPlugin from '@backoffice/plugin-collected-data';
import { renderApp } from '../../support/render-app';
import { FakeApi, type FakeRequest } from '../../support/fake-api';
import { exportsApi, type CollectedRecord, type ExportStatus } from '@backoffice/contracts';
import { exportFixture, type PageReply } from './fixtures';

// 'Download all' of a list with an export job: the server runs the export as a job (it survives a restart);
// the screen shows its progress, then a done message with a Download link, or its error.

const subscribers: CollectedRecord[] = Array.from({ length: 12 }, (_, index) => ({
  _id: `s${index + 1}`,
  email: `reader${index + 1}@example.com`,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
}));
const page = (request: FakeRequest): PageReply => {
  const { page = 1, pageSize = 10 } = request.params as { page?: number; pageSize?: number };
  return [
    200,
    {
      success: true,
      data: { data: subscribers.slice((page - 1) * pageSize, page * pageSize), total: subscribers.length },
    },
  ];
};

const status = (fields: Partial<ExportStatus>): ExportStatus => exportFixture(fields);

const downloadAll = () =>
  within(document.querySelector<HTMLElement>('.bo-toolbar')!).getByRole('button', { name: /Download all/ });

describe('background export', () => {
  it('starts an export job, shows its progress, then a done message whose Download link saves the file', async () => {
    const user = userEvent.setup();
    // Each look at the export answers the next step: running at 5,000 then 10,000 of 12,000, then done.
    const steps = [
      status({ state: 'running', rowsWritten: 5000, rowsTotal: 12000 }),
      status({ state: 'running', rowsWritten: 10000, rowsTotal: 12000 }),
      status({ state: 'done', rowsWritten: 12000, rowsTotal: 12000, file: '/api/exports/e1/file' }),
    ];
    let looks = 0;
    const api = new FakeApi()
      .on('get', '/getAllNewsLetter', page)
      .on('post', '/exports', [202, { success: true, message: 'The export has started', data: status({}) }])
      .on('get', '/exports/:id', () => [200, { success: true, data: steps[Math.min(looks++, steps.length - 1)] }])
      .on(exportsApi.file, [200, new Blob(['xlsx'])]);
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    HTMLAnchorElement.prototype.click = vi.fn(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await renderApp({ plugins: [collectedDataPlugin], api, path: '/newsletter' });
    await waitFor(() => expect(downloadAll()).toBeEnabled());

    await user.click(downloadAll());
    await waitFor(() => expect(api.callsTo('post', '/exports')).toHaveLength(1));
    expect(api.callsTo('post', '/exports')[0].body).toEqual({ collection: 'newsletter', all: true, q: '' });
    // The direct download is not used for it.
    expect(api.callsTo('post', '/downloadNewsletter')).toHaveLength(0);

    const progress = await screen.findByRole('status', { name: 'Export progress' });
    expect(await within(progress).findByText('Exporting 5,000 of 12,000 rows')).toBeInTheDocument();
    // No second export while one runs.
    expect(downloadAll()).toBeDisabled();
    expect(await screen.findByText('Exporting 10,000 of 12,000 rows')).toBeInTheDocument();

    expect(
      await screen.findByText('Your export is ready: Newsletter-2026-11-27.xlsx (12,000 rows)'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Export progress' })).not.toBeInTheDocument();
    expect(downloadAll()).toBeEnabled();
    await user.click(screen.getByText('Download Newsletter-2026-11-27.xlsx'));
    await waitFor(() => expect(saved).toEqual(['Newsletter-2026-11-27.xlsx']));
    expect(api.callsTo('get', '/exports/e1/file')).toHaveLength(1);
  });

  it('shows a failed export with its reason, and a refused start as an error', async () => {
    const user = userEvent.setup();
    let starts = 0;
    const api = new FakeApi()
      .on('get', '/getAllNewsLetter', page)
      .on('post', '/exports', () =>
        starts++ === 0
          ? [202, { success: true, data: status({}) }]
          : [403, { success: false, message: 'You do not have permission to do this' }],
      )
      .on('get', '/exports/:id', [
        200,
        {
          success: true,
          data: status({ state: 'failed', rowsWritten: 3000, rowsTotal: 12000, error: 'storage is unavailable' }),
        },
      ]);
    await renderApp({ plugins: [collectedDataPlugin], api, path: '/newsletter' });
    await waitFor(() => expect(downloadAll()).toBeEnabled());
    await user.click(downloadAll());
    expect(await screen.findByText('The export failed')).toBeInTheDocument();
    expect(screen.getByText('storage is unavailable')).toBeInTheDocument();

    await user.click(downloadAll());
    expect(await screen.findByText('You do not have permission to do this')).toBeInTheDocument();
  });
});
