import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import companiesPlugin from '@backoffice/plugin-companies';
import { renderApp } from '../../support/render-app';
import type { Admin, Company } from '@backoffice/contracts';
import { FakeApi, sampleAdmin } from '../../support/fake-api';
import { dialogButton } from '../../support/dialogs-and-files';

const editor: Admin = { ...sampleAdmin, role: 'editor', permissions: ['read', 'content:write'] };
const SOON = '2030-05-01T08:00:00.000Z';
const company = (
  id: string,
  name: string,
  row: number,
  status: Company['status'],
  state: Company['state'],
  publishAt: string | null = null,
): Company => ({
  _id: id,
  name,
  url: `/uploads/companies/${id}.svg`,
  row,
  dateCreated: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-10T10:00:00.000Z',
  status,
  state,
  publishAt,
  unpublishAt: null,
});
const companies = [
  company('c1', 'Live company', 1, 'published', 'published'),
  company('c2', 'Draft company', 2, 'draft', 'draft'),
  company('c3', 'Changed company', 3, 'published', 'changed'),
  company('c4', 'Scheduled company', 4, 'draft', 'scheduled', SOON),
];
const api = () => new FakeApi().on('get', '/companies', [200, { success: true, data: { data: companies } }]);
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('company publishing', () => {
  it('tags each company of the list with its state', async () => {
    await renderApp({ plugins: [companiesPlugin], api: api(), path: '/companies' });
    await screen.findByText('Live company');
    expect(within(rowOf('Live company')).getByText('Published')).toBeInTheDocument();
    expect(within(rowOf('Draft company')).getByText('Draft')).toBeInTheDocument();
    expect(within(rowOf('Changed company')).getByText('Changed')).toBeInTheDocument();
    expect(within(rowOf('Scheduled company')).getByText('Scheduled')).toBeInTheDocument();
  });

  it('publishes a draft company as it is, and schedules its unpublishing', async () => {
    const user = userEvent.setup();
    const fake = api().on('put', '/companies/edit/:id', [200, { success: true, data: companies[1] }]);
    await renderApp({ plugins: [companiesPlugin], api: fake, path: '/add-new-company?id=c2' });
    await screen.findByRole('heading', { name: 'Edit Company' });
    const bar = screen.getByRole('region', { name: 'Publishing' });
    expect(within(bar).getByLabelText('Save as draft')).toBeChecked();
    await user.click(within(bar).getByLabelText('Publish on save'));
    await user.type(within(bar).getByLabelText('Unpublish at'), '2030-05-01T10:00:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await waitFor(() => dialogButton('Confirm')));
    await waitFor(() => expect(fake.callsTo('put', '/companies/edit/c2')).toHaveLength(1));
    const body = fake.callsTo('put', '/companies/edit/c2')[0].body as FormData;
    expect(body.get('status')).toBe('published');
    expect(body.get('unpublishAt')).toBe(new Date('2030-05-01T10:00:00').toISOString());
    expect(body.get('name')).toBeNull();
  });

  it('offers an editor drafts only; Preview opens the site with the draft', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const url = 'https://www.example.com/?preview=companies.1.sig#partners';
    const fake = api().on('post', '/publishing/:kind/:id/preview', [
      200,
      { success: true, data: { url, token: 'companies.1.sig', expiresAt: SOON } },
    ]);
    await renderApp({ plugins: [companiesPlugin], api: fake, path: '/add-new-company?id=c1', signedInAs: editor });
    await screen.findByRole('heading', { name: 'Edit Company' });
    const bar = screen.getByRole('region', { name: 'Publishing' });
    expect(within(bar).getByText(/saved as a draft; an admin publishes them/)).toBeInTheDocument();
    expect(within(bar).queryByLabelText('Unpublish at')).not.toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(url, '_blank', 'noopener'));
    expect(fake.callsTo('post', '/publishing/companies/c1/preview')).toHaveLength(1);
  });
});
