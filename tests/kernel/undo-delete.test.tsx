import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import faqsPlugin from '@backoffice/plugin-faqs';
import { renderApp } from '../support/render-app';
import { FakeApi, type ContractReply } from '../support/fake-api';
import type { undoApi } from '@backoffice/contracts';
import { dialogButton } from '../support/dialogs-and-files';
import { faqFixture } from '../support/fixtures';

/**
 * Undo after a delete (issue 34 item 3), once in the kernel: a delete whose answer carries an Undo-Token shows
 * "Deleted <name>" with Undo; Undo sends the token back and the list shows the record again; a refused
 * restore (409) shows the server's message.
 */
const TOKEN = '3f2c8a4e-0000-4000-8000-000000000001';

function backend(restore: ContractReply<typeof undoApi.restore>) {
  let rows = [
    faqFixture({ _id: 'f1', question: 'Can I undo?', answer: 'Yes.', row: 1, updatedAt: '2026-11-01T10:00:00.000Z' }),
    faqFixture({
      _id: 'f2',
      question: 'Second question?',
      answer: 'No.',
      row: 2,
      updatedAt: '2026-11-02T10:00:00.000Z',
    }),
  ];
  const deleted: typeof rows = [];
  const fake = new FakeApi()
    .on('get', '/faq', () => [200, { success: true, data: rows }])
    .on('delete', '/faq/delete/:id', (request) => {
      const id = request.url.split('/').pop();
      deleted.push(...rows.filter((row) => row._id === id));
      rows = rows.filter((row) => row._id !== id);
      return [
        200,
        { success: true, message: 'FAQ deleted' },
        { 'undo-token': TOKEN, 'undo-label': encodeURIComponent('Can I undo?') },
      ];
    })
    .on('post', `/deleted/:token/restore`, () => {
      if (restore[0] === 200) rows = [...deleted, ...rows];
      return restore;
    });
  return fake;
}

async function deleteFirst(fake: FakeApi) {
  const user = userEvent.setup();
  await renderApp({ plugins: [faqsPlugin], api: fake, path: '/faqs' });
  await user.click(await screen.findByRole('button', { name: 'Delete Can I undo?' }));
  await user.click(dialogButton('Delete'));
  return user;
}

describe('undo after a delete', () => {
  it('shows "Deleted <name>" with Undo; Undo restores the record and the list shows it again', async () => {
    const fake = backend([
      200,
      { success: true, message: 'Restored Can I undo?', data: { kind: 'faqs', recordId: 'f1', label: 'Can I undo?' } },
    ]);
    const user = await deleteFirst(fake);
    expect(await screen.findByText('Deleted Can I undo?')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete Can I undo?' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(fake.callsTo('post', `/deleted/${TOKEN}/restore`)).toHaveLength(1));
    expect(await screen.findByText('Restored Can I undo?')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Delete Can I undo?' })).toBeInTheDocument();
  });

  it('a restore the server refuses (another record took the name) shows its message', async () => {
    const message =
      '"Can I undo?" cannot be restored: another record now has the same name. Rename or delete that one first.';
    const fake = backend([409, { success: false, message }]);
    const user = await deleteFirst(fake);
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('a delete that cannot be undone says only "Deleted"', async () => {
    const fake = backend([404, { success: false, message: 'Nothing to restore' }]).on('delete', '/faq/delete/:id', [
      200,
      { success: true, message: 'FAQ deleted' },
    ]);
    await deleteFirst(fake);
    expect(await screen.findByText('Deleted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });
});
