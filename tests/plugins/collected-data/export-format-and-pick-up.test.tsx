import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import collectedDataPlugin from '@backoffice/plugin-collected-data';
import { renderApp } from '../../support/render-app';
import { FakeApi, type FakeRequest } from '../../support/fake-api';
import type { CollectedRecord, ExportCollection, ExportFormat, ExportStatus } from '@backoffice/contracts';
import { exportFixture, type PageReply } from './fixtures';

// Issue 32: the file format chosen in the screen (.xlsx, .csv; the candidates' .zip with their files) goes to
// the export job, the candidates' zip runs as a job, and a list reopened picks up the export it left.

const subscribers: CollectedRecord[] = Array.from({ length: 3 }, (_, index) => ({
  _id: `s${index + 1}`,
  email: `reader${index + 1}@example.com`,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
}));
const page = (): PageReply => [200, { success: true, data: { data: subscribers, total: subscribers.length } }];
const candidates: CollectedRecord[] = [
  {
    _id: 'c1',
    job: 'Account Manager',
    fName: 'Leila',
    lName: 'Haddad',
    email: 'leila@example.com',
    phone: '+212',
    linkedIn: '',
    resume: '/api/candidate-files/c1/resume',
    resumeName: 'cv.pdf',
    portfolio: '',
    portfolioName: '',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
  },
];

const status = (fields: Partial<ExportStatus>): ExportStatus => exportFixture(fields);
/** A start answered as already done, so the next export can start at once. */
const startsDone =
  (collection: ExportCollection, fileName: string) =>
  (request: FakeRequest): [202, { success: true; data: ExportStatus }] => {
    const body = request.body as { format?: ExportFormat };
    return [
      202,
      {
        success: true,
        data: status({
          id: `e-${body.format ?? 'xlsx'}`,
          collection,
          format: body.format ?? 'xlsx',
          state: 'done',
          rowsWritten: 1,
          rowsTotal: 1,
          fileName,
          file: '/api/exports/e/file',
        }),
      },
    ];
  };

const toolbar = () => within(document.querySelector<HTMLElement>('.bo-toolbar')!);
const firstRowBox = () =>
  document.querySelector<HTMLInputElement>('.ant-table-tbody tr.ant-table-row .ant-checkbox-input')!;

beforeEach(() => localStorage.clear());

describe('export format', () => {
  it('sends the format chosen, for every match and for the rows selected (a selection in .xlsx stays the spec’s download: collected-data.test.tsx)', async () => {
    const user = userEvent.setup();
    const api = new FakeApi()
      .on('get', '/getAllNewsLetter', page)
      .on('get', '/exports', [200, { success: true, data: [] }])
      .on('post', '/exports', startsDone('newsletter', 'Newsletter-2026-11-27.csv'));
    await renderApp({ plugins: [collectedDataPlugin], api, path: '/newsletter' });
    const formats = await screen.findByRole('radiogroup', { name: 'File format' });
    expect(within(formats).getByRole('radio', { name: '.xlsx' })).toBeChecked();
    await waitFor(() => expect(toolbar().getByRole('button', { name: /Download all/ })).toBeEnabled());

    await user.click(within(formats).getByRole('radio', { name: '.csv' }).closest('label')!);
    expect(toolbar().getByRole('button', { name: /Download \.csv \(0\)/ })).toBeDisabled();
    await user.click(toolbar().getByRole('button', { name: /Download all/ }));
    await waitFor(() => expect(api.callsTo('post', '/exports')).toHaveLength(1));
    expect(api.callsTo('post', '/exports')[0].body).toEqual({
      collection: 'newsletter',
      format: 'csv',
      all: true,
      q: '',
    });
    expect(await screen.findByText('Your export is ready: Newsletter-2026-11-27.csv (1 row)')).toBeInTheDocument();

    await user.click(firstRowBox());
    await user.click(toolbar().getByRole('button', { name: /Download \.csv \(1\)/ }));
    await waitFor(() => expect(api.callsTo('post', '/exports')).toHaveLength(2));
    expect(api.callsTo('post', '/exports')[1].body).toEqual({
      collection: 'newsletter',
      format: 'csv',
      selectedIds: ['s1'],
    });
    expect(api.callsTo('post', '/downloadNewsletter')).toHaveLength(0);
  });

  it('runs the candidates’ .zip with their files as a job, for the rows selected', async () => {
    const user = userEvent.setup();
    const api = new FakeApi()
      .on('get', '/getAllJobCandidates', [200, { data: candidates, total: 1, page: 1, pageSize: 10 }])
      .on('get', '/exports', [200, { success: true, data: [] }])
      .on('post', '/exports', startsDone('job-candidates', 'JobCandidates-2026-11-27.zip'));
    await renderApp({ plugins: [collectedDataPlugin], api, path: '/job-candidates' });
    const formats = await screen.findByRole('radiogroup', { name: 'File format' });
    expect(within(formats).getByRole('radio', { name: '.zip with files' })).toBeChecked();
    await waitFor(() => expect(firstRowBox()).toBeTruthy());
    await user.click(firstRowBox());
    await user.click(toolbar().getByRole('button', { name: /Download \.zip \(1\)/ }));
    await waitFor(() => expect(api.callsTo('post', '/exports')).toHaveLength(1));
    expect(api.callsTo('post', '/exports')[0].body).toEqual({
      collection: 'job-candidates',
      format: 'zip',
      selectedIds: ['c1'],
    });
    expect(await screen.findByText('Your export is ready: JobCandidates-2026-11-27.zip (1 row)')).toBeInTheDocument();
    // The spec's direct zip download is not used by the screen.
    expect(api.callsTo('post', '/getJobCandidateList')).toHaveLength(0);
  });
});

describe('an export picked up again', () => {
  it('shows the progress of an export left running, then its Download link; once closed it is not shown again', async () => {
    const user = userEvent.setup();
    const running = status({ state: 'running', rowsWritten: 3000, rowsTotal: 9000 });
    const done = status({
      state: 'done',
      rowsWritten: 9000,
      rowsTotal: 9000,
      file: '/api/exports/e1/file',
      finishedAt: '2026-11-27T10:01:00.000Z',
    });
    let looks = 0;
    const api = new FakeApi()
      .on('get', '/getAllNewsLetter', page)
      .on('get', '/exports', [200, { success: true, data: [running] }])
      .on('get', '/exports/:id', () => [200, { success: true, data: looks++ === 0 ? running : done }]);
    await renderApp({ plugins: [collectedDataPlugin], api, path: '/newsletter' });
    const progress = await screen.findByRole('status', { name: 'Export progress' });
    expect(within(progress).getByText('Exporting 3,000 of 9,000 rows')).toBeInTheDocument();
    expect(api.callsTo('get', '/exports')[0].params).toEqual({ collection: 'newsletter' });
    expect(api.callsTo('post', '/exports')).toHaveLength(0);
    expect(
      await screen.findByText('Your export is ready: Newsletter-2026-11-27.xlsx (9,000 rows)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Download Newsletter-2026-11-27.xlsx')).toBeInTheDocument();
    await user.click(document.querySelector<HTMLElement>('.ant-alert-close-icon')!);
    await waitFor(() => expect(screen.queryByText(/Your export is ready/)).not.toBeInTheDocument());
    cleanup();

    // Reopened: the finished export it closed is not shown again; one it did not close is.
    const later = new FakeApi()
      .on('get', '/getAllNewsLetter', page)
      .on('get', '/exports', [200, { success: true, data: [done] }]);
    await renderApp({ plugins: [collectedDataPlugin], api: later, path: '/newsletter' });
    await waitFor(() => expect(later.callsTo('get', '/exports')).toHaveLength(1));
    await screen.findByText('reader1@example.com');
    expect(screen.queryByText(/Your export is ready/)).not.toBeInTheDocument();
    cleanup();

    localStorage.clear();
    await renderApp({ plugins: [collectedDataPlugin], api: later, path: '/newsletter' });
    expect(
      await screen.findByText('Your export is ready: Newsletter-2026-11-27.xlsx (9,000 rows)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Download Newsletter-2026-11-27.xlsx')).toBeInTheDocument();
  });
});
