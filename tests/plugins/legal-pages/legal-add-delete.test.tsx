import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import legalPagesPlugin from '@backoffice/plugin-legal-pages';
import { renderApp } from '../../support/render-app';
import type { Admin, LegalPage } from '@backoffice/contracts';
import { FakeApi, sampleAdmin } from '../../support/fake-api';
import { legalPage } from './fixtures';
import { dialogButton, expectFormRefused } from '../../support/dialogs-and-files';

const viewer: Admin = { ...sampleAdmin, role: 'viewer', permissions: ['read'] };
const terms = legalPage({
  _id: 'l1',
  title: 'Terms of Service',
  content: '',
  createdAt: '2026-03-10T10:00:00.000Z',
});
const listOf = (pages: LegalPage[]) => new FakeApi().on('get', '/guides/get', [200, { success: true, guides: pages }]);

describe('Legal pages: fresh install, add and delete', () => {
  it('an empty list says what it holds and offers Add New Legal Page to an editor, not to a viewer', async () => {
    await renderApp({ plugins: [legalPagesPlugin], api: listOf([]), path: '/legal-pages' });
    expect(
      await screen.findByText(/No legal pages yet\. The site's terms, privacy and cookie policies are listed here\./),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Add New Legal Page/ })).toHaveLength(2);
    cleanup();
    await renderApp({ plugins: [legalPagesPlugin], api: listOf([]), path: '/legal-pages', signedInAs: viewer });
    expect(await screen.findByText(/No legal pages yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add New Legal Page/ })).not.toBeInTheDocument();
  });

  it('adds a page with only its title (content written later), after confirmation', async () => {
    const user = userEvent.setup();
    const fake = listOf([terms]).on('post', '/guides/add', [
      201,
      { success: true, data: { ...terms, _id: 'l2', title: 'Refund Policy' } },
    ]);
    await renderApp({ plugins: [legalPagesPlugin], api: fake, path: '/legal-pages' });
    await user.click(await screen.findByRole('button', { name: /Add New Legal Page/ }));
    expect(await screen.findByRole('heading', { name: 'Add New Legal Page' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('Please enter a title');
    await user.type(screen.getByLabelText('Title'), ' Refund Policy ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Add this legal page?')).toBeInTheDocument();
    await user.click(dialogButton('Confirm'));
    await waitFor(() => expect(fake.callsTo('post', '/guides/add')).toHaveLength(1));
    expect(fake.callsTo('post', '/guides/add')[0].body).toEqual({ title: 'Refund Policy', content: '' });
    expect(await screen.findByRole('heading', { name: 'Legal Pages' })).toBeInTheDocument();
  });

  it('deletes a page after confirmation and reloads; a viewer has no Delete', async () => {
    const user = userEvent.setup();
    const fake = listOf([terms]).on('delete', '/guides/delete/:id', [
      200,
      { success: true, message: 'Legal page deleted' },
    ]);
    await renderApp({ plugins: [legalPagesPlugin], api: fake, path: '/legal-pages' });
    await user.click(await screen.findByRole('button', { name: 'Delete Terms of Service' }));
    expect(
      within(await screen.findByRole('dialog')).getByText(
        "The page 'Terms of Service' will be removed from the public site.",
      ),
    ).toBeInTheDocument();
    await user.click(dialogButton('Delete'));
    await waitFor(() => expect(fake.callsTo('delete', '/guides/delete/l1')).toHaveLength(1));
    await waitFor(() => expect(fake.callsTo('get', '/guides/get').length).toBeGreaterThanOrEqual(2));
    cleanup();
    await renderApp({ plugins: [legalPagesPlugin], api: listOf([terms]), path: '/legal-pages', signedInAs: viewer });
    expect(await screen.findByText('Terms of Service')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });
});
