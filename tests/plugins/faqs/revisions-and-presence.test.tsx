import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import faqsPlugin from '@backoffice/plugin-faqs';
import type { Faq, RevisionEntry } from '@backoffice/contracts';
import { renderApp } from '../../support/render-app';
import { FakeApi, type FakeRequest } from '../../support/fake-api';

/**
 * The kernel's form page for every kind, played through the FAQ editor: History shows the saved versions
 * (issue 33 item 3), compares any two and restores one through the form's own save; the banner says who else
 * is editing and offers to take over (item 4).
 */
const faq: Faq = {
  _id: 'f1',
  question: 'Do you ship to Ghana?',
  answer: 'Yes, in 3 days.',
  row: 1,
  updatedAt: '2026-11-20T12:00:00.000Z',
  status: 'published',
  state: 'published',
  publishAt: null,
  unpublishAt: null,
};
const versions: RevisionEntry[] = [
  {
    _id: 'r3',
    kind: 'faqs',
    recordId: 'f1',
    version: 3,
    createdAt: '2026-11-20T12:00:00.000Z',
    adminName: 'Esi Editor',
    action: 'update',
    restoredFrom: null,
  },
  {
    _id: 'r2',
    kind: 'faqs',
    recordId: 'f1',
    version: 2,
    createdAt: '2026-11-19T10:00:00.000Z',
    adminName: 'Kofi Mensah',
    action: 'update',
    restoredFrom: null,
  },
  {
    _id: 'r1',
    kind: 'faqs',
    recordId: 'f1',
    version: 1,
    createdAt: '2026-11-18T09:00:00.000Z',
    adminName: 'Amina Haddad',
    action: 'create',
    restoredFrom: null,
  },
];
const data: Record<string, Record<string, unknown>> = {
  r3: { question: 'Do you ship to Ghana?', answer: 'Yes, in 3 days.', row: 1 },
  r2: { question: 'Do you ship to Ghana?', answer: 'Yes, in 5 days.', row: 1 },
  r1: { question: 'Ship to Ghana?', answer: 'Yes.', row: 1 },
};

function api(
  presence: unknown = {
    mine: true,
    lost: false,
    holder: { adminName: 'Amina Haddad', since: '2026-11-20T12:00:00.000Z' },
  },
) {
  return new FakeApi()
    .on('get', '/faq', [200, { success: true, data: [faq] }])
    .on('get', '/activity/history/faqs/f1', [200, { success: true, data: [] }])
    .on('get', '/revisions', [200, { success: true, data: versions }])
    .on('get', '/revisions/:id', (request: FakeRequest) => {
      const id = request.url.split('/').pop()!;
      const version = versions.find((entry) => entry._id === id);
      if (!version) return [404, { success: false, message: 'Revision not found' }];
      return [200, { success: true, data: { ...version, data: data[id] } }];
    })
    .on('post', '/presence', (request) => [
      200,
      { success: true, data: typeof presence === 'function' ? presence(request) : presence },
    ])
    .on('post', '/presence/leave', [200, { success: true, message: 'Left the editor' }]);
}

async function openHistory(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByDisplayValue('Yes, in 3 days.');
  await user.click(screen.getByRole('button', { name: /History/ }));
  return screen.findByRole('dialog');
}

describe('versions in the History drawer', () => {
  it('lists every version with who saved it and when, and compares any two field by field', async () => {
    const user = userEvent.setup();
    const fake = api();
    await renderApp({ plugins: [faqsPlugin], api: fake, path: '/faq/edit?id=f1' });
    const drawer = await openHistory(user);
    const saved = (who: string) => within(drawer).getByText(who).closest('li')!;
    expect(await within(drawer).findByText('Kofi Mensah')).toBeInTheDocument();
    expect(within(saved('Esi Editor')).getByText('Version 3')).toBeInTheDocument();
    expect(within(saved('Esi Editor')).getByText('current')).toBeInTheDocument();
    expect(within(saved('Kofi Mensah')).getByText('Version 2')).toBeInTheDocument();
    expect(within(saved('Kofi Mensah')).getByText('Nov 19, 2026, 10:00 AM')).toBeInTheDocument();
    expect(within(saved('Amina Haddad')).getByText('Version 1')).toBeInTheDocument();
    expect(fake.callsTo('get', '/revisions')[0].params).toEqual({ kind: 'faqs', id: 'f1' });

    // By default the last two; the answer differs, the question not.
    const table = await within(drawer).findByRole('table', { name: 'Version 2 compared with version 3' });
    const answerRow = within(table).getByText('answer').closest('tr')!;
    expect(within(answerRow).getByText('changed')).toBeInTheDocument();
    expect(within(answerRow).getByText('Yes, in 5 days.')).toBeInTheDocument();
    expect(within(within(table).getByText('question').closest('tr')!).queryByText('changed')).not.toBeInTheDocument();

    // Any other: the first version against the current one.
    await user.click(within(drawer).getByRole('button', { name: 'Compare version 1' }));
    const other = await within(drawer).findByRole('table', { name: 'Version 1 compared with version 3' });
    expect(within(within(other).getByText('question').closest('tr')!).getByText('changed')).toBeInTheDocument();
    expect(within(other).getByText('Ship to Ghana?')).toBeInTheDocument();
  });

  it("restores an older version in one action: saved through the FAQ's own route as a new version, and says so", async () => {
    const user = userEvent.setup();
    const fake = api().on('put', '/faq/edit/f1', (request) => [
      200,
      { success: true, data: { ...faq, ...(request.body as object), updatedAt: '2026-11-21T08:00:00.000Z' } },
    ]);
    await renderApp({ plugins: [faqsPlugin], api: fake, path: '/faq/edit?id=f1' });
    const drawer = await openHistory(user);
    await user.click(await within(drawer).findByRole('button', { name: 'Restore version 1' }));
    // The form's own confirmation, then the save.
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Version 1 restored as a new version')).toBeInTheDocument();
    expect(fake.callsTo('put', '/faq/edit/f1')[0].body).toEqual({
      question: 'Ship to Ghana?',
      answer: 'Yes.',
      row: 1,
      updatedAt: faq.updatedAt,
    });
  });

  it('a restore of a record changed meanwhile is refused with the reload offer', async () => {
    const user = userEvent.setup();
    const fake = api().on('put', '/faq/edit/f1', [
      409,
      { success: false, message: 'This record was changed by someone else.' },
    ]);
    await renderApp({ plugins: [faqsPlugin], api: fake, path: '/faq/edit?id=f1' });
    const drawer = await openHistory(user);
    await user.click(await within(drawer).findByRole('button', { name: 'Restore version 2' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Changed elsewhere')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(fake.callsTo('get', '/faq').length).toBeGreaterThanOrEqual(2));
  });
});

describe('who is editing', () => {
  it('shows "X is editing" and takes over only when asked', async () => {
    const user = userEvent.setup();
    const fake = api((request: FakeRequest) =>
      (request.body as { takeOver?: boolean }).takeOver
        ? { mine: true, lost: false, holder: { adminName: 'Amina Haddad', since: '2026-11-20T12:05:00.000Z' } }
        : { mine: false, lost: false, holder: { adminName: 'Kofi Mensah', since: '2026-11-20T12:01:00.000Z' } },
    );
    await renderApp({ plugins: [faqsPlugin], api: fake, path: '/faq/edit?id=f1' });
    expect(await screen.findByText(/Kofi Mensah is editing this record/)).toBeInTheDocument();
    expect(fake.callsTo('post', '/presence')[0].body).toMatchObject({
      kind: 'faqs',
      id: 'f1',
      editorId: expect.any(String),
    });
    await user.click(screen.getByRole('button', { name: 'Take over' }));
    await waitFor(() => expect(screen.queryByText(/Kofi Mensah is editing this record/)).not.toBeInTheDocument());
    expect(fake.callsTo('post', '/presence').at(-1)!.body).toMatchObject({ takeOver: true });
  });

  it('an editor whose lock was taken is told so, and its save asks to reload instead of saving', async () => {
    const user = userEvent.setup();
    const fake = api({
      mine: false,
      lost: true,
      holder: { adminName: 'Kofi Mensah', since: '2026-11-20T12:01:00.000Z' },
    });
    await renderApp({ plugins: [faqsPlugin], api: fake, path: '/faq/edit?id=f1' });
    expect(await screen.findByText('Kofi Mensah took over editing this record.')).toBeInTheDocument();
    await user.type(await screen.findByLabelText(/Answer/), ' Mine.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Editing taken over')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(fake.callsTo('get', '/faq')).toHaveLength(2));
    expect(fake.callsTo('put', '/faq/edit/f1')).toHaveLength(0);
  });

  it("the admin's own other tab is not named as someone else: it says 'You are editing this record in another tab'", async () => {
    const user = userEvent.setup();
    const fake = api((request: FakeRequest) =>
      (request.body as { takeOver?: boolean }).takeOver
        ? {
            mine: true,
            lost: false,
            holder: { adminName: 'Amina Haddad', since: '2026-11-20T12:05:00.000Z', sameAdmin: true },
          }
        : {
            mine: false,
            lost: false,
            holder: { adminName: 'Amina Haddad', since: '2026-11-20T12:01:00.000Z', sameAdmin: true },
          },
    );
    await renderApp({ plugins: [faqsPlugin], api: fake, path: '/faq/edit?id=f1' });
    expect(
      await screen.findByText(/^You are editing this record in another tab or window \(since /),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Amina Haddad is editing/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit here' }));
    await waitFor(() => expect(screen.queryByText(/in another tab or window/)).not.toBeInTheDocument());
    expect(fake.callsTo('post', '/presence').at(-1)!.body).toMatchObject({ takeOver: true });
  });

  it('a tab whose lock the same admin took in another tab says so, not "<their own name> took over"', async () => {
    const fake = api({
      mine: false,
      lost: true,
      holder: { adminName: 'Amina Haddad', since: '2026-11-20T12:01:00.000Z', sameAdmin: true },
    });
    await renderApp({ plugins: [faqsPlugin], api: fake, path: '/faq/edit?id=f1' });
    expect(await screen.findByText('You took over editing this record in another tab or window.')).toBeInTheDocument();
    expect(screen.queryByText(/Amina Haddad took over/)).not.toBeInTheDocument();
  });

  it('a new record shows no presence', async () => {
    const fake = api();
    await renderApp({ plugins: [faqsPlugin], api: fake, path: '/faq/edit' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Add New FAQ' })).toBeInTheDocument();
    expect(fake.callsTo('post', '/presence')).toHaveLength(0);
  });
});
