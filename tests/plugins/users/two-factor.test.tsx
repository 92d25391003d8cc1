import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import usersPlugin from '@backoffice/plugin-users';
import { renderApp } from '../../support/render-app';
import { FakeApi, sampleAdmin } from '../../support/fake-api';
import type { Admin } from '@backoffice/contracts';
import { adminFixture } from '../../support/fixtures';
import { dialogButton } from '../../support/dialogs-and-files';

const admin = (id: string, name: string, secondFactor: boolean): Admin =>
  adminFixture({
    _id: id,
    FName: name,
    LName: 'Haddad',
    email: `${name.toLowerCase()}@example.com`,
    role: 'editor',
    secondFactor,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
  });

describe('users screen: two-factor', () => {
  // (The Two-factor column shows from md widths up: jsdom's window is narrower.)
  it('lets a super admin reset the second factor of an admin who has one, after confirming', async () => {
    const user = userEvent.setup();
    let sara = admin('u2', 'Sara', true);
    const api = new FakeApi()
      .on('get', '/admin/get', () => [
        200,
        {
          success: true,
          data: {
            data: [
              { ...sampleAdmin, createdAt: '2026-10-01T10:00:00.000Z', secondFactor: true },
              sara,
              admin('u3', 'Omar', false),
            ],
          },
        },
      ])
      .on('post', '/admin/two-factor/reset/u2', () => {
        sara = { ...sara, secondFactor: false };
        return [200, { success: true, message: 'Two-factor authentication was reset' }];
      });
    await renderApp({ plugins: [usersPlugin], api, path: '/user-managment' });
    const saraRow = (await screen.findByText('sara@example.com')).closest('tr')!;
    const omarRow = screen.getByText('omar@example.com').closest('tr')!;
    expect(within(omarRow).getByLabelText('Reset two-factor of Omar Haddad')).toBeDisabled();
    // Their own factor is managed in the profile. (Labels, not roles, are looked up: role queries over the
    // table's DOM take seconds each here.)
    expect(screen.getByLabelText('Reset two-factor of Amina Haddad')).toBeDisabled();

    await user.click(within(saraRow).getByLabelText('Reset two-factor of Sara Haddad'));
    expect(await screen.findByText(/will sign in with the password only/)).toBeInTheDocument();
    await user.click(dialogButton('Reset'));
    await waitFor(() => expect(api.callsTo('post', '/admin/two-factor/reset/u2')).toHaveLength(1));
    await waitFor(() => expect(screen.getByLabelText('Reset two-factor of Sara Haddad')).toBeDisabled());
  });

  it('sets which roles require a second factor', async () => {
    const user = userEvent.setup();
    const roles = { superAdmin: false, admin: false, editor: false, viewer: false };
    const api = new FakeApi()
      .on('get', '/admin/get', [200, { success: true, data: { data: [admin('u2', 'Sara', false)] } }])
      .on('get', '/admin/two-factor/roles', () => [200, { success: true, data: { roles } }])
      .on('post', '/admin/two-factor/roles', (request) => {
        const { role, required } = request.body as { role: keyof typeof roles; required: boolean };
        roles[role] = required;
        return [200, { success: true, data: { roles } }];
      });
    await renderApp({ plugins: [usersPlugin], api, path: '/user-managment' });
    await user.click(await screen.findByRole('button', { name: /Two-factor rules/ }));
    // antd names every element 'test-id' under test, so the dialog's aria-labelledby may point at another one.
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Require a second factor');
    const adminSwitch = within(dialog).getByRole('switch', { name: 'Admin' });
    await waitFor(() => expect(adminSwitch).toBeEnabled());
    expect(adminSwitch).not.toBeChecked();
    await user.click(adminSwitch);
    await waitFor(() => expect(adminSwitch).toBeChecked());
    expect(api.callsTo('post', '/admin/two-factor/roles')[0].body).toEqual({ role: 'admin', required: true });
  });

  it('shows no two-factor controls to an admin who cannot manage users', async () => {
    const api = new FakeApi().on('get', '/admin/get', [
      200,
      { success: true, data: { data: [admin('u2', 'Sara', false)] } },
    ]);
    await renderApp({
      plugins: [usersPlugin],
      api,
      path: '/user-managment',
      signedInAs: adminFixture({ role: 'editor', permissions: ['read', 'content:write'] }),
    });
    expect(await screen.findByText('sara@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Two-factor rules/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Two-factor' })).not.toBeInTheDocument();
  });
});
