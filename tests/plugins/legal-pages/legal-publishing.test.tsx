import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import legalPagesPlugin from '@backoffice/plugin-legal-pages';
import { renderApp } from '../../support/render-app';
import { pickDate } from '../../support/date-fields';
import type { Admin, LegalPage } from '@backoffice/contracts';
import { FakeApi, sampleAdmin } from '../../support/fake-api';
import { dialogButton } from '../../support/dialogs-and-files';

const editor: Admin = { ...sampleAdmin, role: 'editor', permissions: ['read', 'content:write'] };
const base = {
  content: '<p>Our terms.</p>',
  formattedDate: 'Mar 10, 2026',
  createdAt: '2026-03-01T10:00:00.000Z',
  publishAt: null,
  unpublishAt: null,
};
const pages: LegalPage[] = [
  {
    ...base,
    _id: 'p1',
    title: 'Terms and Conditions',
    updatedAt: '2026-03-10T10:00:00.000Z',
    status: 'published',
    state: 'published',
  },
  {
    ...base,
    _id: 'p2',
    title: 'Privacy Policy',
    updatedAt: '2026-03-11T10:00:00.000Z',
    status: 'draft',
    state: 'draft',
  },
  {
    ...base,
    _id: 'p3',
    title: 'Refund Policy',
    updatedAt: '2026-03-12T10:00:00.000Z',
    status: 'published',
    state: 'changed',
  },
];
const api = () => new FakeApi().on('get', '/guides/get', [200, { success: true, guides: pages }]);
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('legal page publishing', () => {
  it('tags each page of the list with its state', async () => {
    await renderApp({ plugins: [legalPagesPlugin], api: api(), path: '/legal-pages' });
    await screen.findByText('Terms and Conditions');
    expect(within(rowOf('Terms and Conditions')).getByText('Published')).toBeInTheDocument();
    expect(within(rowOf('Privacy Policy')).getByText('Draft')).toBeInTheDocument();
    expect(within(rowOf('Refund Policy')).getByText('Changed')).toBeInTheDocument();
  });

  it('saves a published page as a draft scheduled to go live, from the publish bar', async () => {
    const user = userEvent.setup();
    const fake = api().on('put', '/guides/edit/:id', [200, { success: true, data: pages[0] }]);
    await renderApp({ plugins: [legalPagesPlugin], api: fake, path: '/legal-pages/edit?id=p1' });
    const title = await screen.findByRole('textbox', { name: 'Title' });
    const bar = screen.getByRole('region', { name: 'Publishing' });
    expect(within(bar).getByText('Published')).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Preview' })).toBeInTheDocument();
    await user.type(title, ' 2026');
    await user.click(within(bar).getByLabelText('Save as draft'));
    pickDate(within(bar).getByLabelText('Publish at'), '2030-05-01T10:00:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await waitFor(() => dialogButton('Confirm')));
    await waitFor(() => expect(fake.callsTo('put', '/guides/edit/p1')).toHaveLength(1));
    expect(fake.callsTo('put', '/guides/edit/p1')[0].body).toMatchObject({
      title: 'Terms and Conditions 2026',
      status: 'draft',
      publishAt: new Date('2030-05-01T10:00:00').toISOString(),
    });
  });

  it('publishes a draft page as it is: no "No changes made"', async () => {
    const user = userEvent.setup();
    const fake = api().on('put', '/guides/edit/:id', [200, { success: true, data: pages[1] }]);
    await renderApp({ plugins: [legalPagesPlugin], api: fake, path: '/legal-pages/edit?id=p2' });
    await screen.findByRole('textbox', { name: 'Title' });
    const bar = screen.getByRole('region', { name: 'Publishing' });
    expect(within(bar).getByLabelText('Save as draft')).toBeChecked();
    await user.click(within(bar).getByLabelText('Publish on save'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await waitFor(() => dialogButton('Confirm')));
    await waitFor(() => expect(fake.callsTo('put', '/guides/edit/p2')).toHaveLength(1));
    expect(fake.callsTo('put', '/guides/edit/p2')[0].body).toMatchObject({ status: 'published' });
  });

  it('tells an editor the changes are drafts and sends no status', async () => {
    const user = userEvent.setup();
    const fake = api().on('put', '/guides/edit/:id', [200, { success: true, data: pages[0] }]);
    await renderApp({ plugins: [legalPagesPlugin], api: fake, path: '/legal-pages/edit?id=p1', signedInAs: editor });
    const title = await screen.findByRole('textbox', { name: 'Title' });
    const bar = screen.getByRole('region', { name: 'Publishing' });
    expect(within(bar).getByText(/saved as a draft; an admin publishes them/)).toBeInTheDocument();
    expect(within(bar).queryByLabelText('Publish on save')).not.toBeInTheDocument();
    await user.type(title, ' v2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await waitFor(() => dialogButton('Confirm')));
    await waitFor(() => expect(fake.callsTo('put', '/guides/edit/p1')).toHaveLength(1));
    expect(fake.callsTo('put', '/guides/edit/p1')[0].body).not.toHaveProperty('status');
  });
});
