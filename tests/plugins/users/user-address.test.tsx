import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import usersPlugin from '@backoffice/plugin-users';
import { renderApp } from '../../support/render-app';
import { FakeApi } from '../../support/fake-api';
import type { Admin } from '@backoffice/contracts';
import { adminFixture } from '../../support/fixtures';

const admins: Admin[] = [
  adminFixture({
    _id: 'u2',
    FName: 'Sara',
    LName: 'Haddad',
    email: 'sara@example.com',
    role: 'editor',
    updatedAt: '2026-11-01T10:00:00.000Z',
  }),
];

describe('a user by their address', () => {
  it('opens /add-new-user?id= on its own with the account loaded, as an edit', async () => {
    const api = new FakeApi().on('get', '/admin/get', [200, { success: true, data: { data: admins } }]);
    await renderApp({ plugins: [usersPlugin], api, path: '/add-new-user?id=u2' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit User' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('sara@example.com')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Haddad')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('says so when the account of the address is gone', async () => {
    const api = new FakeApi().on('get', '/admin/get', [200, { success: true, data: { data: admins } }]);
    await renderApp({ plugins: [usersPlugin], api, path: '/add-new-user?id=gone' });
    expect(await screen.findByText('User not found')).toBeInTheDocument();
  });
});
