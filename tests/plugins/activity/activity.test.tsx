/* eslint-disable @typescript-eslint/no-explicit-any -- the answers and documents read here are plain JSON, checked by the assertions. */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import activityPlugin from '@backoffice/plugin-activity';
import faqsPlugin from '@backoffice/plugin-faqs';
import { renderApp } from '../../support/render-app';
import { FakeApi, type ContractReply, type FakeRequest } from '../../support/fake-api';
import { adminFixture, faqFixture } from '../../support/fixtures';
import type { activityApi, ActivityEntry } from '@backoffice/contracts';

const entries = Array.from({ length: 60 }, (_, index): ActivityEntry => ({
  _id: `a${index + 1}`,
  createdAt: new Date(Date.UTC(2026, 10, 20, 12, 0, 60 - index)).toISOString(),
  action: index === 0 ? 'update' : index % 2 ? 'create' : 'delete',
  adminId: index % 3 === 0 ? 'p1' : 'p2',
  adminName: index % 3 === 0 ? 'Esi Editor' : 'Ade Admin',
  adminRole: index % 3 === 0 ? 'editor' : 'admin',
  ip: '10.0.0.7',
  group: 'faqs',
  table: 'faqs',
  recordId: `f${index}`,
  label: `Question ${index + 1}?`,
  changes:
    index === 0
      ? [
          { field: 'answer', before: 'Cash on delivery.', after: 'Cash on delivery, paid to the courier.' },
          { field: 'content', before: null, after: { size: 2400, excerpt: 'Long text' } },
        ]
      : [],
  details: null,
  recordExists: index === 0,
}));

/** A log that pages, filters and hands out cursors like the server. */
function pagedLog(request: FakeRequest): ContractReply<typeof activityApi.list> {
  const { page = 1, pageSize = 25, adminId, action } = request.params as Record<string, any>;
  const matching = entries.filter(
    (entry) => (!adminId || entry.adminId === adminId) && (!action || entry.action === action),
  );
  const rows = matching.slice((page - 1) * pageSize, page * pageSize);
  return [
    200,
    {
      success: true,
      data: {
        data: rows,
        total: matching.length,
        after: rows.length ? `after-${page}` : undefined,
        before: rows.length ? `before-${page}` : undefined,
      },
    },
  ];
}

function api() {
  return new FakeApi().on('get', '/activity', pagedLog).on('get', '/activity/people', [
    200,
    {
      success: true,
      data: [
        { _id: 'p1', name: 'Esi Editor' },
        { _id: 'p2', name: 'Ade Admin' },
      ],
    },
  ]);
}

const rowsShown = () => [...document.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row')];
const editor = adminFixture({ role: 'editor', permissions: ['read', 'content:write'] });

describe('Activity screen', () => {
  it('lists the log newest first with who, action, the record link and the changed fields before and after', async () => {
    await renderApp({ plugins: [activityPlugin, faqsPlugin], api: api(), path: '/activity' });
    expect(await screen.findByRole('heading', { name: 'Activity' })).toBeInTheDocument();
    await waitFor(() => expect(rowsShown()).toHaveLength(25));
    const first = rowsShown()[0];
    expect(within(first).getByText('Esi Editor')).toBeInTheDocument();
    expect(within(first).getByText('Changed')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Question 1?' })).toHaveAttribute('href', '/faqs');
    expect(within(first).getByText('Cash on delivery.')).toBeInTheDocument();
    expect(within(first).getByText('Cash on delivery, paid to the courier.')).toBeInTheDocument();
    expect(within(first).getByText('Long text (2,400 characters)')).toBeInTheDocument();
    // A record that no longer exists is named, not linked.
    expect(within(rowsShown()[1]).queryByRole('link')).not.toBeInTheDocument();
    expect(within(rowsShown()[1]).getByText('Question 2?')).toBeInTheDocument();
    expect(screen.getByText(/Page 1 of 3/)).toBeInTheDocument();
  });

  it('asks the server for the next page by cursor with the known total, and filters on the server', async () => {
    const user = userEvent.setup();
    const fake = api();
    await renderApp({ plugins: [activityPlugin], api: fake, path: '/activity' });
    await waitFor(() => expect(rowsShown()).toHaveLength(25));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(rowsShown()[0]).getByText('Question 26?')).toBeInTheDocument());
    expect(fake.callsTo('get', '/activity').at(-1)!.params).toMatchObject({
      page: 2,
      total: 60,
      after: 'after-1',
      pageSize: 25,
    });

    await user.click(screen.getByRole('combobox', { name: 'Person' }));
    await user.click(await screen.findByTitle('Esi Editor'));
    await waitFor(() =>
      expect(fake.callsTo('get', '/activity').at(-1)!.params).toMatchObject({ adminId: 'p1', page: 1 }),
    );
    await waitFor(() => expect(rowsShown().every((row) => within(row).queryByText('Esi Editor'))).toBe(true));

    const from = screen.getByLabelText('From');
    await user.type(from, '2026-11-01');
    await waitFor(() =>
      expect(fake.callsTo('get', '/activity').at(-1)!.params).toMatchObject({ adminId: 'p1', from: '2026-11-01' }),
    );
  });

  it('offers a page size (Rows per page): a new size reads from page 1 with that many rows', async () => {
    const user = userEvent.setup();
    const fake = api();
    await renderApp({ plugins: [activityPlugin], api: fake, path: '/activity' });
    await waitFor(() => expect(rowsShown()).toHaveLength(25));
    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await user.click(await screen.findByTitle('50 / page'));
    await waitFor(() =>
      expect(fake.callsTo('get', '/activity').at(-1)!.params).toMatchObject({ page: 1, pageSize: 50 }),
    );
  });

  it('exports what the filters select to .xlsx', async () => {
    const user = userEvent.setup();
    const fake = api().on('post', '/activity/export', [200, new Blob(['xlsx'])]);
    const created = vi.fn(() => 'blob:activity');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    await renderApp({ plugins: [activityPlugin], api: fake, path: '/activity' });
    await waitFor(() => expect(rowsShown()).toHaveLength(25));
    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByTitle('Deleted'));
    await waitFor(() => expect(fake.callsTo('get', '/activity').at(-1)!.params).toMatchObject({ action: 'delete' }));
    await user.click(screen.getByRole('button', { name: /Export .xlsx/ }));
    await waitFor(() => expect(fake.callsTo('post', '/activity/export')).toHaveLength(1));
    expect(fake.callsTo('post', '/activity/export')[0].body).toEqual({ action: 'delete' });
    await waitFor(() => expect(created).toHaveBeenCalled());
  });

  it('shows the Address column only when the server sends addresses (super admins), and renders the log without it', async () => {
    const withoutAddresses = new FakeApi()
      .on('get', '/activity', (request) => {
        const [status, answer] = pagedLog(request) as [number, any];
        return [
          status,
          { ...answer, data: { ...answer.data, data: answer.data.data.map(({ ip: _ip, ...entry }: any) => entry) } },
        ];
      })
      .on('get', '/activity/people', [200, { success: true, data: [] }]);
    await renderApp({
      plugins: [activityPlugin],
      api: withoutAddresses,
      path: '/activity',
      signedInAs: adminFixture({ role: 'admin', permissions: ['read', 'content:write', 'data:manage'] }),
    });
    await waitFor(() => expect(rowsShown()).toHaveLength(25));
    expect(within(rowsShown()[0]).getByText('Esi Editor')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Address' })).not.toBeInTheDocument();
    cleanup();

    await renderApp({ plugins: [activityPlugin], api: api(), path: '/activity' });
    await waitFor(() => expect(rowsShown()).toHaveLength(25));
    expect(screen.getByRole('columnheader', { name: 'Address' })).toBeInTheDocument();
    expect(within(rowsShown()[0]).getByText('10.0.0.7')).toBeInTheDocument();
  });

  it('keeps its state in the store the plugin declares: filters, page, rows and loading, resolved by token', async () => {
    const user = userEvent.setup();
    const { app } = await renderApp({ plugins: [activityPlugin], api: api(), path: '/activity' });
    const store = app.container.get(activityPlugin.stores![0]) as {
      filters: Record<string, string | undefined>;
      page: number;
      rows: Array<{ label: string }>;
      total: number;
      loading: boolean;
      error: string | null;
    };
    await waitFor(() => expect(rowsShown()).toHaveLength(25));
    expect(store.rows).toHaveLength(25);
    expect(store.rows[0].label).toBe('Question 1?');
    expect(store).toMatchObject({ page: 1, total: 60, loading: false, error: null });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(store.page).toBe(2));
    expect(store.rows[0].label).toBe('Question 26?');
    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByTitle('Deleted'));
    await waitFor(() => expect(store.filters.action).toBe('delete'));
    await waitFor(() => expect(store.page).toBe(1));
  });

  it('drops a people answer that arrives after the store was reset (the admin signed out meanwhile)', async () => {
    let answerPeople: () => void = () => {};
    const fake = api().on(
      'get',
      '/activity/people',
      () =>
        new Promise((resolve) => {
          answerPeople = () => resolve([200, { success: true, data: [{ _id: 'p1', name: 'Esi Editor' }] }]);
        }),
    );
    const { app } = await renderApp({ plugins: [activityPlugin], api: fake, path: '/activity' });
    const store = app.container.get(activityPlugin.stores![0]) as { people: Array<{ name: string }>; reset(): void };
    // The screen asked for the people; the answer waits until the store was reset.
    await waitFor(() => expect(fake.callsTo('get', '/activity/people')).toHaveLength(1));
    store.reset();
    answerPeople();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(store.people).toEqual([]);
  });

  it('is not open to an editor', async () => {
    const fake = api();
    await renderApp({ plugins: [activityPlugin], api: fake, path: '/activity', signedInAs: editor });
    expect(await screen.findByText('Not available to your role')).toBeInTheDocument();
    expect(fake.callsTo('get', '/activity')).toHaveLength(0);
  });
});

describe('History on a record screen', () => {
  it("shows the record's changes with before and after from the FAQ editor", async () => {
    const user = userEvent.setup();
    const faq = faqFixture({
      _id: 'f1',
      question: 'What is COD?',
      answer: 'Cash on delivery, paid to the courier.',
      row: 1,
      updatedAt: '2026-11-20T12:00:00.000Z',
    });
    const fake = new FakeApi()
      .on('get', '/faq', [200, { success: true, data: [faq] }])
      .on('get', '/activity/history/faqs/f1', [200, { success: true, data: [entries[0]] }]);
    await renderApp({ plugins: [faqsPlugin], api: fake, path: '/faqs' });
    await user.click(await screen.findByRole('button', { name: /Edit/ }));
    await user.click(await screen.findByRole('button', { name: /History/ }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Esi Editor')).toBeInTheDocument();
    expect(within(drawer).getByText('answer')).toBeInTheDocument();
    expect(within(drawer).getByText('Cash on delivery.')).toBeInTheDocument();
    // A long history scrolls: its region takes keyboard focus (issue 34, axe scrollable-region-focusable).
    expect(within(drawer).getByRole('region', { name: 'Changes to this record' })).toHaveAttribute('tabindex', '0');
    expect(fake.callsTo('get', '/activity/history/faqs/f1')).toHaveLength(1);
  });
});
