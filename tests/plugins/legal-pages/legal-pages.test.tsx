import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import legalPagesPlugin from '@backoffice/plugin-legal-pages';
import { renderApp } from '../../support/render-app';
import type { Admin, Failure } from '@backoffice/contracts';
import { FakeApi, sampleAdmin } from '../../support/fake-api';
import { legalPage } from './fixtures';
import { dialogButton, expectDialog, expectFormRefused } from '../../support/dialogs-and-files';

const pages = [
  legalPage({ _id: 'p1', title: 'Terms and Conditions', content: '<h2>Terms</h2><p>Our terms.</p>' }),
  legalPage({
    _id: 'p2',
    title: 'Privacy Policy',
    content: '<p>Your data.</p>',
    formattedDate: 'Apr 2, 2026',
    updatedAt: '2026-04-02T10:00:00.000Z',
  }),
];
const api = () => new FakeApi().on('get', '/guides/get', [200, { success: true, guides: pages }]);
const viewer: Admin = { ...sampleAdmin, role: 'viewer', permissions: ['read'] };

async function openEditor(fake: FakeApi) {
  const user = userEvent.setup();
  await renderApp({ plugins: [legalPagesPlugin], api: fake, path: '/legal-pages' });
  await user.click(await screen.findByLabelText('Edit Terms and Conditions'));
  expect(await screen.findByRole('heading', { name: 'Edit Terms and Conditions' })).toBeInTheDocument();
  const content = await screen.findByLabelText('Content');
  await waitFor(() => expect(content).toHaveTextContent('Our terms.'));
  return { user, content };
}

describe('legal pages', () => {
  it('lists Title and Last Update with Edit; a viewer gets no Edit', async () => {
    await renderApp({ plugins: [legalPagesPlugin], api: api(), path: '/legal-pages' });
    expect(await screen.findByText('Terms and Conditions')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Last Update' })).toBeInTheDocument();
    expect(screen.getByText('Apr 2, 2026')).toBeInTheDocument();
    expect(screen.getByLabelText('Edit Privacy Policy')).toBeInTheDocument();
  });

  it('offers no Edit to a viewer', async () => {
    await renderApp({ plugins: [legalPagesPlugin], api: api(), path: '/legal-pages', signedInAs: viewer });
    expect(await screen.findByText('Terms and Conditions')).toBeInTheDocument();
    expect(screen.queryByLabelText('Edit Terms and Conditions')).not.toBeInTheDocument();
  });

  it("edits: 'No changes made', 'All fields are required', then saves title and content with the version", async () => {
    const fake = api().on('put', '/guides/edit/:id', [200, { success: true, data: pages[0] }]);
    const { user, content } = await openEditor(fake);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('No changes made');
    await user.clear(screen.getByLabelText('Title'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('All fields are required');
    await user.type(screen.getByLabelText('Title'), 'Terms of Service');
    content.innerHTML = '<p>New <strong>terms</strong>.</p>';
    await waitFor(() => expect(content).toHaveTextContent('New terms.'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(dialogButton('Confirm'));
    await waitFor(() => expect(fake.callsTo('put', '/guides/edit/p1')).toHaveLength(1));
    const sent = fake.callsTo('put', '/guides/edit/p1')[0].body as {
      title: string;
      content: string;
      updatedAt: string;
    };
    expect(sent).toMatchObject({ title: 'Terms of Service', updatedAt: pages[0].updatedAt });
    // quill writes spaces before inline tags as &nbsp;; the server turns a lone one back into a space.
    expect(sent.content).toMatch(/^<p>New(&nbsp;| )<strong>terms<\/strong>\.<\/p>$/);
    expect(await screen.findByRole('heading', { name: 'Legal Pages' })).toBeInTheDocument();
  });

  it('a failed save shows the message and keeps the text; a stale one offers to reload', async () => {
    let answer: [number, Failure] = [500, { success: false, message: 'Database unavailable' }];
    // A copy of the refusal: the fake takes a Failure with extra fields, which an interface is not.
    const fake = api().on('put', '/guides/edit/:id', () => [answer[0], { ...answer[1] }]);
    const { user } = await openEditor(fake);
    await user.type(screen.getByLabelText('Title'), ' (2026)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(dialogButton('Confirm'));
    await expectDialog('Database unavailable');
    expect(screen.getByLabelText('Title')).toHaveValue('Terms and Conditions (2026)');

    answer = [
      409,
      { success: false, message: 'This record was changed by someone else. Reload to see the latest version.' },
    ];
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(dialogButton('Confirm'));
    expect(await screen.findByText(/Reload it\?/)).toBeInTheDocument();
    await user.click(dialogButton('Reload'));
    await waitFor(() => expect(fake.callsTo('get', '/guides/get').length).toBeGreaterThanOrEqual(3));
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user } = await openEditor(api());
    await user.type(screen.getByLabelText('Title'), '!');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('You have unsaved changes. Leave this page and lose them?')).toBeInTheDocument();
    await user.click(dialogButton('Stay'));
    expect(screen.getByLabelText('Title')).toHaveValue('Terms and Conditions!');
  });
});
