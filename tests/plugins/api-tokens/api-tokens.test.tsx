import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import apiTokensPlugin from '@backoffice/plugin-api-tokens';
import type { ApiToken } from '@backoffice/contracts';
import { renderApp } from '../../support/render-app';
import { FakeApi, sampleAdmin } from '../../support/fake-api';
import { dialogButton } from '../../support/dialogs-and-files';
import { adminFixture } from '../../support/fixtures';

const SECRET = 'bo_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';
const owner = { _id: sampleAdmin._id, name: 'Amina Haddad', email: sampleAdmin.email };
const tokens: ApiToken[] = [
  {
    _id: 't1',
    name: 'Nightly import',
    prefix: 'bo_Xy12abc',
    owner,
    role: null,
    scopes: ['read', 'content'],
    permissions: ['read', 'content:write'],
    expiresAt: '2027-01-10T10:00:00.000Z',
    expired: false,
    lastUsedAt: '2026-11-20T08:30:00.000Z',
    createdAt: '2026-11-01T10:00:00.000Z',
    createdBy: 'Amina Haddad',
  },
  {
    _id: 't2',
    name: 'Old CI',
    prefix: 'bo_Pq98zzz',
    owner: { _id: 'u2', name: 'Kofi Mensah', email: 'kofi@example.com' },
    role: 'editor',
    scopes: [],
    permissions: ['read', 'content:write'],
    expiresAt: '2026-10-01T10:00:00.000Z',
    expired: true,
    lastUsedAt: null,
    createdAt: '2026-09-01T10:00:00.000Z',
    createdBy: 'Amina Haddad',
  },
];
const admins = [
  adminFixture({ FName: 'Amina', LName: 'Haddad', role: 'superAdmin' }),
  adminFixture({ _id: 'u2', FName: 'Kofi', LName: 'Mensah', email: 'kofi@example.com', role: 'editor' }),
];

function api() {
  return new FakeApi()
    .on('get', '/tokens', [200, { success: true, data: tokens }])
    .on('get', '/admin/get', [200, { success: true, data: { data: admins } }]);
}

const rowsShown = () => [...document.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row')];
const modal = () => document.querySelector<HTMLElement>('.ant-modal')!;

describe('API tokens screen', () => {
  it('lists each token with its prefix, owner, role or scopes, expiry and last use', async () => {
    await renderApp({ plugins: [apiTokensPlugin], api: api(), path: '/api-tokens' });
    expect(await screen.findByRole('heading', { name: 'API tokens' })).toBeInTheDocument();
    await waitFor(() => expect(rowsShown()).toHaveLength(2));
    const [first, second] = rowsShown();
    expect(within(first).getByText('Nightly import')).toBeInTheDocument();
    expect(within(first).getByText('bo_Xy12abc…')).toBeInTheDocument();
    expect(within(first).getByText('Read only')).toBeInTheDocument();
    expect(within(first).getByText('Content')).toBeInTheDocument();
    expect(within(second).getByText('Kofi Mensah')).toBeInTheDocument();
    expect(within(second).getByText('Editor')).toBeInTheDocument();
    expect(within(second).getByText(/^Expired/)).toBeInTheDocument();
    expect(within(second).getByText('Never')).toBeInTheDocument();
    for (const header of ['Name', 'Owner', 'Role or scopes', 'Expires', 'Last used', 'Created'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    // The sidebar offers it to those allowed.
    expect(screen.getByRole('link', { name: 'API tokens' })).toHaveAttribute('href', '/api-tokens');
  });

  it('creates a token with a name, scopes and an expiry, then shows the secret once with a copy button', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const fake = api().on('post', '/tokens', (request) => [
      201,
      {
        success: true,
        data: { ...tokens[0], _id: 't3', name: (request.body as { name: string }).name, token: SECRET },
      },
    ]);
    await renderApp({ plugins: [apiTokensPlugin], api: fake, path: '/api-tokens' });
    await waitFor(() => expect(rowsShown()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: /Add New API Token/ }));
    await user.click(dialogButton('Create token'));
    expect(await within(modal()).findByText('Please give the token a name')).toBeInTheDocument();
    expect(fake.callsTo('post', '/tokens')).toHaveLength(0);

    await user.type(within(modal()).getByLabelText(/^Name/), 'Deploy bot');
    await user.click(within(modal()).getByRole('checkbox', { name: /^Content/ }));
    await user.click(dialogButton('Create token'));
    await waitFor(() => expect(fake.callsTo('post', '/tokens')).toHaveLength(1));
    const body = fake.callsTo('post', '/tokens')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({ name: 'Deploy bot', scopes: ['read', 'content'] });
    expect(body).not.toHaveProperty('ownerId');
    expect(body).not.toHaveProperty('role');
    const days = (new Date(body.expiresAt as string).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);

    expect(await within(modal()).findByText('Copy this token now: it will not be shown again.')).toBeInTheDocument();
    expect(within(modal()).getByLabelText('Your new API token')).toHaveValue(SECRET);
    await user.click(within(modal()).getByRole('button', { name: /Copy$/ }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(within(modal()).getByRole('button', { name: /Copied$/ })).toBeInTheDocument();
    // The list behind it already has the new token.
    await waitFor(() => expect(fake.callsTo('get', '/tokens')).toHaveLength(2));
    await user.click(dialogButton('Done'));
    await waitFor(() => expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument());
  });

  it('creates a role token for someone else (super admin), and shows the server’s refusal in the dialog', async () => {
    const user = userEvent.setup();
    const fake = api().on('post', '/tokens', [
      403,
      { success: false, message: "A token cannot do more than its owner's role (editor) allows", field: 'role' },
    ]);
    await renderApp({ plugins: [apiTokensPlugin], api: fake, path: '/api-tokens' });
    await user.click(await screen.findByRole('button', { name: /Add New API Token/ }));
    await user.type(within(modal()).getByLabelText(/^Name/), 'For Kofi');
    await user.click(within(modal()).getByLabelText('Owner'));
    await user.click(await screen.findByTitle('Kofi Mensah (kofi@example.com)'));
    // Kofi is an editor: collected data is out of his reach, and a role token offers his role and below.
    expect(within(modal()).getByRole('checkbox', { name: /^Collected data/ })).toBeDisabled();
    await user.click(within(modal()).getByRole('radio', { name: 'A role' }));
    await user.click(within(modal()).getByLabelText('Role'));
    expect(screen.queryByTitle('Admin')).not.toBeInTheDocument();
    await user.click(await screen.findByTitle('Editor'));
    await user.click(dialogButton('Create token'));
    await waitFor(() => expect(fake.callsTo('post', '/tokens')).toHaveLength(1));
    expect(fake.callsTo('post', '/tokens')[0].body).toMatchObject({ name: 'For Kofi', role: 'editor', ownerId: 'u2' });
    expect(
      await within(modal()).findByText("A token cannot do more than its owner's role (editor) allows"),
    ).toBeInTheDocument();
  });

  it('revokes after a confirmation naming the token, then reloads', async () => {
    const user = userEvent.setup();
    const fake = api().on('delete', '/tokens/:id', [200, { success: true, message: 'API token revoked' }]);
    await renderApp({ plugins: [apiTokensPlugin], api: fake, path: '/api-tokens' });
    await waitFor(() => expect(rowsShown()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Revoke Nightly import' }));
    expect(await screen.findByText('Revoke "Nightly import"?')).toBeInTheDocument();
    expect(
      screen.getByText(/The token "Nightly import" \(bo_Xy12abc…\) will stop working at once/),
    ).toBeInTheDocument();
    await user.click(dialogButton('Cancel'));
    expect(fake.callsTo('delete', '/tokens/t1')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Revoke Nightly import' }));
    await user.click(dialogButton('Revoke'));
    await waitFor(() => expect(fake.callsTo('delete', '/tokens/t1')).toHaveLength(1));
    await waitFor(() => expect(fake.callsTo('get', '/tokens')).toHaveLength(2));
  });

  it('an admin manages their own tokens: no owner column or picker', async () => {
    const user = userEvent.setup();
    const admin = adminFixture({
      role: 'admin',
      permissions: ['read', 'content:write', 'data:manage', 'tokens:manage'],
    });
    const fake = new FakeApi().on('get', '/tokens', [200, { success: true, data: [tokens[0]] }]);
    await renderApp({ plugins: [apiTokensPlugin], api: fake, path: '/api-tokens', signedInAs: admin });
    await waitFor(() => expect(rowsShown()).toHaveLength(1));
    expect(screen.queryByRole('columnheader', { name: 'Owner' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Add New API Token/ }));
    expect(within(modal()).queryByLabelText('Owner')).not.toBeInTheDocument();
    expect(fake.callsTo('get', '/admin/get')).toHaveLength(0);
  });

  it('is not in the sidebar of editors and viewers, and its address says they may not', async () => {
    const editor = adminFixture({ role: 'editor', permissions: ['read', 'content:write'] });
    const fake = api();
    await renderApp({ plugins: [apiTokensPlugin], api: fake, path: '/api-tokens', signedInAs: editor });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'API tokens' })).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'API tokens' })).not.toBeInTheDocument();
    expect(fake.callsTo('get', '/tokens')).toHaveLength(0);
  });
});
