import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import profilePlugin from '@backoffice/plugin-profile';
import { renderApp } from '../../support/render-app';
import { FakeApi, sampleAdmin } from '../../support/fake-api';
import type { Admin } from '@backoffice/contracts';
import { dialogButton, expectDialog, formEntries, pngFile, expectFormRefused } from '../../support/dialogs-and-files';

const me: Admin = {
  ...sampleAdmin,
  role: 'editor',
  permissions: ['read', 'content:write'],
  pfp: '/uploads/profiles/old.png',
  updatedAt: '2026-03-10T10:00:00.000Z',
};

async function openProfile(fake = new FakeApi()) {
  const user = userEvent.setup();
  const rendered = await renderApp({ plugins: [profilePlugin], api: fake, path: '/edit-profile', signedInAs: me });
  expect(await screen.findByLabelText('First Name')).toHaveValue('Amina');
  return { user, ...rendered };
}

describe('edit profile', () => {
  it('shows the photo, names, email and the role read-only', async () => {
    await openProfile();
    expect(screen.getByAltText('Profile Photo preview')).toHaveAttribute('src', '/uploads/profiles/old.png');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Haddad');
    expect(screen.getByLabelText('Email')).toHaveValue('amina@example.com');
    expect(screen.getByLabelText('Role')).toHaveValue('editor');
    expect(screen.getByLabelText('Role')).toBeDisabled();
    expect(screen.getByRole('button', { name: /Upload Photo/ })).toBeInTheDocument();
  });

  it('has a breadcrumb back to the dashboard', async () => {
    const { user } = await openProfile();
    const crumbs = document.querySelector('.ant-breadcrumb')!;
    expect(crumbs).toHaveTextContent('Dashboard/Edit Profile');
    const back = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', {
      name: 'Dashboard',
    });
    expect(back).toHaveAttribute('href', '/dashboard');
    await user.click(back);
    await waitFor(() => expect(screen.queryByLabelText('First Name')).not.toBeInTheDocument());
  });

  it('requires names and email, matching passwords, and a photo within 1000 × 1000', async () => {
    const { user, api } = await openProfile();
    await user.clear(screen.getByLabelText('First Name'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('Please fill all required fields');
    await user.type(screen.getByLabelText('First Name'), 'Amina');
    await user.type(screen.getByLabelText('New Password'), 'New-password-1');
    await user.type(screen.getByLabelText('Confirm Password'), 'New-password-2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('Passwords do not match');
    await user.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, pngFile(1200, 400, 'huge.png'));
    expect(await screen.findByText('Image should be smaller than 1000px width and 1000px height')).toHaveClass(
      'bo-field-error',
    );
    expect(screen.queryByText(/huge\.png/)).not.toBeInTheDocument();
    expect(api.callsTo('put', `/admin/update/${me._id}`)).toHaveLength(0);
  });

  it('saves a new photo and name as multipart, updates the chip at once and opens the dashboard', async () => {
    const fake = new FakeApi().on('put', '/admin/update/:id', [
      200,
      { success: true, data: { ...me, FName: 'Aminata', pfp: '/uploads/profiles/new.png' } },
    ]);
    const { user } = await openProfile(fake);
    await user.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, pngFile(400, 400, 'me.png'));
    expect(await screen.findByText(/me\.png/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('First Name'));
    await user.type(screen.getByLabelText('First Name'), 'Aminata');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Are you sure you want to update your profile?')).toBeInTheDocument();
    await user.click(dialogButton('Confirm'));
    await waitFor(() => expect(fake.callsTo('put', `/admin/update/${me._id}`)).toHaveLength(1));
    const sent = formEntries(fake.callsTo('put', `/admin/update/${me._id}`)[0].body);
    expect(sent).toMatchObject({ FName: 'Aminata', LName: 'Haddad', email: 'amina@example.com', role: 'editor' });
    expect((sent.profilePic as File).name).toBe('me.png');
    expect(sent).not.toHaveProperty('password');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /profile menu/i })).toHaveTextContent('Aminata Haddad'),
    );
    expect(screen.getByRole('button', { name: /profile menu/i }).querySelector('img')).toHaveAttribute(
      'src',
      '/uploads/profiles/new.png',
    );
  });

  it('removes the photo; a failed save shows the message and keeps the form', async () => {
    const fake = new FakeApi().on('put', '/admin/update/:id', [400]);
    const { user } = await openProfile(fake);
    await user.click(screen.getByRole('button', { name: /Remove Photo/ }));
    expect(screen.queryByAltText('Profile Photo preview')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Last Name'), '-Benali');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(dialogButton('Confirm'));
    await expectDialog('Failed to update profile');
    expect(formEntries(fake.callsTo('put', `/admin/update/${me._id}`)[0].body)).toMatchObject({ removePfp: 'true' });
    expect(screen.getByLabelText('Last Name')).toHaveValue('Haddad-Benali');
  });

  it("rates the new password as it is typed and refuses a weak one with the server's message", async () => {
    const fake = new FakeApi().on('put', '/admin/update/:id', [200, { success: true, data: me }]);
    const { user } = await openProfile(fake);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    for (const [typed, message] of [
      ['12345678', 'The password must be at least 12 characters. This is a heavily used password.'],
      [
        'Password1234',
        'The password is too common or too easy to guess. This is similar to a commonly used password. Add more words that are less common.',
      ],
    ]) {
      await user.clear(screen.getByLabelText('New Password'));
      await user.clear(screen.getByLabelText('Confirm Password'));
      await user.type(screen.getByLabelText('New Password'), typed);
      await user.type(screen.getByLabelText('Confirm Password'), typed);
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(message));
      expect(screen.getByRole('status')).toHaveTextContent(/Strength: (Very weak|Weak)/);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await expectFormRefused(message);
    }
    expect(fake.callsTo('put', `/admin/update/${me._id}`)).toHaveLength(0);
    await user.clear(screen.getByLabelText('New Password'));
    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('New Password'), 'maple quilt anchor river');
    await user.type(screen.getByLabelText('Confirm Password'), 'maple quilt anchor river');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Strength: Very strong'));
    await user.type(screen.getByLabelText('Current Password'), 'Old-password-0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await waitFor(() => dialogButton('Confirm')));
    await waitFor(() => expect(fake.callsTo('put', `/admin/update/${me._id}`)).toHaveLength(1));
    expect(formEntries(fake.callsTo('put', `/admin/update/${me._id}`)[0].body)).toMatchObject({
      password: 'maple quilt anchor river',
    });
  });

  it('asks for the current password to change the password or the email, and sends it', async () => {
    const fake = new FakeApi().on('put', '/admin/update/:id', [
      400,
      { success: false, message: 'Your current password is not correct', field: 'currentPassword' },
    ]);
    const { user } = await openProfile(fake);
    await user.type(screen.getByLabelText('New Password'), 'New-password-1');
    await user.type(screen.getByLabelText('Confirm Password'), 'New-password-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('Please enter your current password to change your password or email');
    expect(fake.callsTo('put', `/admin/update/${me._id}`)).toHaveLength(0);
    await user.type(screen.getByLabelText('Current Password'), 'Old-password-0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(dialogButton('Confirm'));
    // The server's refusal is shown and the form keeps what was typed.
    await expectDialog('Your current password is not correct');
    expect(formEntries(fake.callsTo('put', `/admin/update/${me._id}`)[0].body)).toMatchObject({
      password: 'New-password-1',
      currentPassword: 'Old-password-0',
    });
    expect(screen.getByLabelText('New Password')).toHaveValue('New-password-1');
  });

  it('asks for the current password when only the email changes, not for a name', async () => {
    const fake = new FakeApi().on('put', '/admin/update/:id', [
      200,
      { success: true, data: { ...me, email: 'new@example.com' } },
    ]);
    const { user } = await openProfile(fake);
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('Please enter your current password to change your password or email');
    await user.type(screen.getByLabelText('Current Password'), 'Old-password-0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(dialogButton('Confirm'));
    await waitFor(() => expect(fake.callsTo('put', `/admin/update/${me._id}`)).toHaveLength(1));
    expect(formEntries(fake.callsTo('put', `/admin/update/${me._id}`)[0].body)).toMatchObject({
      email: 'new@example.com',
      currentPassword: 'Old-password-0',
    });
  });

  it("says 'Failed to load profile data' when the profile cannot be loaded", async () => {
    let calls = 0;
    // The first call is the session check at start; the screen's own load is the second.
    const fake = new FakeApi().on('get', '/admin/profile', () =>
      ++calls === 1 ? [200, { success: true, data: me }] : [500],
    );
    await renderApp({ plugins: [profilePlugin], api: fake, path: '/edit-profile', signedInAs: me });
    expect(await screen.findByText('Failed to load profile data')).toBeInTheDocument();
    expect(screen.queryByLabelText('First Name')).not.toBeInTheDocument();
  });
});
