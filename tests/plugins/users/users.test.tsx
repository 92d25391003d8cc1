import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import usersPlugin from '@backoffice/plugin-users';
import { renderApp } from '../../support/render-app';
import { FakeApi, sampleAdmin } from '../../support/fake-api';
import { permissionsFor, type Admin, type Role } from '@backoffice/contracts';
import { adminFixture } from '../../support/fixtures';
import { dialogButton, expectDialog, expectFormRefused } from '../../support/dialogs-and-files';

const ROLES: Role[] = ['superAdmin', 'admin', 'editor', 'viewer'];
const users = Array.from({ length: 12 }, (_, index) =>
  adminFixture({
    _id: index === 0 ? sampleAdmin._id : `u${index + 1}`,
    FName: index === 0 ? sampleAdmin.FName : index === 4 ? 'Kofi' : `First${index + 1}`,
    LName: index === 0 ? sampleAdmin.LName : index === 4 ? 'Mensah' : `Last${index + 1}`,
    email: index === 0 ? sampleAdmin.email : index === 7 ? 'Grace.Wanjiru@Example.com' : `user${index + 1}@example.com`,
    role: ROLES[index % 4],
    createdAt: '2026-03-0' + ((index % 9) + 1) + 'T10:00:00.000Z',
    updatedAt: '2026-03-10T10:00:00.000Z',
  }),
);

const api = () => new FakeApi().on('get', '/admin/get', [200, { success: true, data: { data: users } }]);
const editor: Admin = { ...sampleAdmin, _id: 'u3', role: 'editor', permissions: ['read', 'content:write'] };

describe('users list', () => {
  it('pages by 10 with #, Full Name, Email, Date Created, Role, Actions; searches name and email for real', async () => {
    const user = userEvent.setup();
    await renderApp({ plugins: [usersPlugin], api: api(), path: '/user-managment' });
    const table = await screen.findByRole('table');
    for (const column of ['#', 'Full Name', 'Email', 'Date Created', 'Role', 'Actions']) {
      expect(within(table).getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    await waitFor(() => expect(within(table).getAllByRole('row').slice(1)).toHaveLength(10));
    expect(within(within(table).getAllByRole('row')[2]).getAllByRole('cell')[0]).toHaveTextContent('2');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row').slice(1)).toHaveLength(2));
    expect(within(within(screen.getByRole('table')).getAllByRole('row')[1]).getAllByRole('cell')[0]).toHaveTextContent(
      '11',
    );

    const search = screen.getByPlaceholderText('Search by name or email');
    await user.type(search, 'KOFI MEN');
    expect(await screen.findByText('Kofi Mensah')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row').slice(1)).toHaveLength(1);
    await user.clear(search);
    await user.type(search, 'grace.wanjiru@');
    expect(await screen.findByText('Grace.Wanjiru@Example.com')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'nobody at all');
    expect(await screen.findByText('No user matches your search.')).toBeInTheDocument();
  });

  it("says 'Error fetching users' when the list fails", async () => {
    await renderApp({
      plugins: [usersPlugin],
      api: new FakeApi().on('get', '/admin/get', [500]),
      path: '/user-managment',
    });
    expect(await screen.findByText('Error fetching users')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /example\.com/ })).not.toBeInTheDocument();
  });

  it('offers no Add New, Edit or Delete to roles without users:manage', async () => {
    await renderApp({ plugins: [usersPlugin], api: api(), path: '/user-managment', signedInAs: editor });
    expect(await screen.findByText('Kofi Mensah')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add New/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('deletes after the confirmation naming the user, behind the overlay, then refreshes; never oneself', async () => {
    const user = userEvent.setup();
    const fake = api().on('delete', '/admin/delete/:id', [200, { success: true, message: 'Admin deleted' }]);
    await renderApp({ plugins: [usersPlugin], api: fake, path: '/user-managment' });
    expect(await screen.findByLabelText(`Delete ${sampleAdmin.FName} ${sampleAdmin.LName}`)).toBeDisabled();
    await user.click(screen.getByLabelText('Delete Kofi Mensah'));
    expect(
      await screen.findByText(
        /Kofi Mensah \(user5@example.com\) will no longer be able to sign in\. Are you sure you want to continue\?/,
      ),
    ).toBeInTheDocument();
    await user.click(dialogButton('Cancel'));
    expect(fake.callsTo('delete', '/admin/delete/u5')).toHaveLength(0);
    await user.click(screen.getByLabelText('Delete Kofi Mensah'));
    await user.click(dialogButton('Confirm'));
    await waitFor(() => expect(fake.callsTo('delete', '/admin/delete/u5')).toHaveLength(1));
    await waitFor(() => expect(fake.callsTo('get', '/admin/get')).toHaveLength(2));
  });

  it('/users leads to /user-managment', async () => {
    await renderApp({ plugins: [usersPlugin], api: api(), path: '/users' });
    expect(await screen.findByRole('heading', { name: 'Users Management' })).toBeInTheDocument();
  });
});

describe('user form', () => {
  async function openAdd() {
    const user = userEvent.setup();
    const fake = api().on('post', '/admin/signup', [
      201,
      {
        success: true,
        message: 'Admin created',
        data: adminFixture({ _id: 'u13', FName: 'Nadia', LName: 'Karimi', email: 'nadia@example.com', role: 'editor' }),
      },
    ]);
    await renderApp({ plugins: [usersPlugin], api: fake, path: '/user-managment' });
    await user.click(await screen.findByRole('button', { name: /Add New/ }));
    expect(await screen.findByRole('heading', { name: 'Add New User' })).toBeInTheDocument();
    return { user, fake };
  }

  it('adds: requires names, email, a password of 12+ and a role (none chosen at first), confirms and returns', async () => {
    const { user, fake } = await openAdd();
    expect(screen.getByLabelText('Role').closest('.ant-select')).toHaveTextContent('Choose a role');
    expect(screen.getByLabelText('Role').closest('.ant-select')).not.toHaveTextContent('Super Admin');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('Please fill all the fields');
    expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription('Please enter the first name');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter the email');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Please enter a password for the new user');
    expect(screen.getByText('Please choose a role')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('First Name')).toHaveFocus());
    await user.type(screen.getByLabelText('First Name'), 'Nadia');
    await user.type(screen.getByLabelText('Last Name'), 'Karimi');
    await user.type(screen.getByLabelText('Email'), 'nadia@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('Please enter a password for the new user');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused(/^The password must be at least 12 characters/);
    expect(fake.callsTo('post', '/admin/signup')).toHaveLength(0);

    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      /^The password must be at least 12 characters/,
    );

    await user.type(screen.getByLabelText('Password'), '-enough');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('Please choose a role');
    await user.click(screen.getByLabelText('Role'));
    await user.click(await screen.findByTitle('Editor'));
    expect(screen.queryByText('Please choose a role')).not.toBeInTheDocument();
    // Issue 34: the chosen role says what it may do.
    expect(
      await screen.findByText('Edits all content; can look at collected data but not export or delete it.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(dialogButton('Confirm'));
    await waitFor(() => expect(fake.callsTo('post', '/admin/signup')).toHaveLength(1));
    expect(fake.callsTo('post', '/admin/signup')[0].body).toEqual({
      FName: 'Nadia',
      LName: 'Karimi',
      email: 'nadia@example.com',
      password: 'short-enough',
      role: 'editor',
    });
    expect(await screen.findByText('User added')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Users Management' })).toBeInTheDocument();
  });

  it("rates the password as it is typed and refuses a common one, or the own e-mail, with the server's message", async () => {
    const { user, fake } = await openAdd();
    expect(screen.getByText(/At least 12 characters/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('First Name'), 'Nadia');
    await user.type(screen.getByLabelText('Last Name'), 'Karimi');
    await user.type(screen.getByLabelText('Email'), 'nadia.karimi@example.com');
    await user.click(screen.getByLabelText('Role'));
    await user.click(await screen.findByTitle('Editor'));
    await user.type(screen.getByLabelText('Password'), 'Password1234');
    const meter = await screen.findByRole('status');
    await waitFor(() => expect(meter).toHaveTextContent('Strength: Weak'));
    const common =
      'The password is too common or too easy to guess. This is similar to a commonly used password. Add more words that are less common.';
    expect(meter).toHaveTextContent(common);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused(common);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(common);

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'nadia.karimi@example.com');
    await waitFor(() => expect(meter).toHaveTextContent('There should not be any personal or page related data.'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused(/There should not be any personal or page related data/);
    expect(fake.callsTo('post', '/admin/signup')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'maple quilt anchor river');
    await waitFor(() => expect(meter).toHaveTextContent('Strength: Very strong'));
    expect(meter).not.toHaveTextContent('too common');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(dialogButton('Confirm'));
    await waitFor(() => expect(fake.callsTo('post', '/admin/signup')).toHaveLength(1));
    expect(fake.callsTo('post', '/admin/signup')[0].body).toMatchObject({ password: 'maple quilt anchor river' });
  });

  it('shows and hides the password', async () => {
    const { user } = await openAdd();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(password.parentElement!.querySelector('.ant-input-password-icon')!);
    expect(password).toHaveAttribute('type', 'text');
  });

  it('edits the user carried from the list: Update, no-change message, role change sent, errors in an Okay dialog', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const fake = api().on('put', '/admin/update/:id', () =>
      refuse
        ? [409, { success: false, message: 'An admin with this email already exists' }]
        : [200, { success: true, data: { ...users[4], role: 'viewer', permissions: permissionsFor('viewer') } }],
    );
    await renderApp({ plugins: [usersPlugin], api: fake, path: '/user-managment' });
    await user.click(await screen.findByLabelText('Edit Kofi Mensah'));
    expect(await screen.findByRole('heading', { name: 'Edit User' })).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveValue('Kofi');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('There are no changes to be saved');

    await user.click(screen.getByLabelText('Role'));
    await user.click(await screen.findByTitle('Viewer'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(dialogButton('Confirm'));
    await expectDialog('An admin with this email already exists');
    expect(screen.getByRole('heading', { name: 'Edit User' })).toBeInTheDocument();

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(dialogButton('Confirm'));
    await waitFor(() => expect(fake.callsTo('put', '/admin/update/u5')).toHaveLength(2));
    expect(fake.callsTo('put', '/admin/update/u5')[1].body).toMatchObject({
      FName: 'Kofi',
      LName: 'Mensah',
      email: 'user5@example.com',
      role: 'viewer',
    });
    expect(fake.callsTo('put', '/admin/update/u5')[1].body).not.toHaveProperty('password');
    expect(await screen.findByRole('heading', { name: 'Users Management' })).toBeInTheDocument();
  });

  it('locks the role of the signed-in admin editing themself', async () => {
    const user = userEvent.setup();
    await renderApp({ plugins: [usersPlugin], api: api(), path: '/user-managment' });
    await user.click(await screen.findByLabelText(`Edit ${sampleAdmin.FName} ${sampleAdmin.LName}`));
    expect(await screen.findByText('You cannot change your own role.')).toBeInTheDocument();
    expect(screen.getByLabelText('Role').closest('.ant-select')).toHaveClass('ant-select-disabled');
  });

  it('asks the signed-in admin editing themself for the current password to change the password or email', async () => {
    const user = userEvent.setup();
    const fake = api().on('put', '/admin/update/:id', [200, { success: true, data: sampleAdmin }]);
    await renderApp({ plugins: [usersPlugin], api: fake, path: '/user-managment' });
    await user.click(await screen.findByLabelText(`Edit ${sampleAdmin.FName} ${sampleAdmin.LName}`));
    await user.type(await screen.findByLabelText('Password'), 'Brand-new-pass-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('Please enter your current password to change your password or email');
    await user.type(screen.getByLabelText('Current Password'), 'Old-pass-0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await waitFor(() => dialogButton('Confirm')));
    await waitFor(() => expect(fake.callsTo('put', `/admin/update/${sampleAdmin._id}`)).toHaveLength(1));
    expect(fake.callsTo('put', `/admin/update/${sampleAdmin._id}`)[0].body).toMatchObject({
      password: 'Brand-new-pass-1',
      currentPassword: 'Old-pass-0',
    });
  });

  it('does not ask for it when editing someone else', async () => {
    const user = userEvent.setup();
    await renderApp({ plugins: [usersPlugin], api: api(), path: '/user-managment' });
    await user.click(await screen.findByLabelText('Edit Kofi Mensah'));
    await screen.findByLabelText('Password');
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
  });
});
