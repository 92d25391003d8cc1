import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import profilePlugin from '@backoffice/plugin-profile';
import { renderApp } from '../../support/render-app';
import { FakeApi, sampleAdmin } from '../../support/fake-api';
import type { Admin } from '@backoffice/contracts';
import { dialogButton, expectDialog, expectFieldMessage, expectFormRefused } from '../../support/dialogs-and-files';

const me: Admin = {
  ...sampleAdmin,
  role: 'editor',
  permissions: ['read', 'content:write'],
  updatedAt: '2026-03-10T10:00:00.000Z',
};

async function openProfile(fake = new FakeApi()) {
  const user = userEvent.setup();
  await renderApp({ plugins: [profilePlugin], api: fake, path: '/edit-profile', signedInAs: me });
  expect(await screen.findByLabelText('First Name')).toHaveValue('Amina');
  return user;
}

describe('edit profile: field-level errors (kit rules)', () => {
  it('marks the names and email required, and the passwords once a new one is typed', async () => {
    const user = await openProfile();
    for (const label of ['First Name', 'Last Name', 'Email'])
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-required', 'true');
    for (const label of ['New Password', 'Confirm Password', 'Current Password'])
      expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-required');
    await user.type(screen.getByLabelText('New Password'), 'N');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('Current Password')).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('New Password')).not.toHaveAttribute('aria-required');
  });

  it('an empty required field keeps the summary, shows its message on the field and takes focus', async () => {
    const user = await openProfile();
    await user.clear(screen.getByLabelText('Last Name'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('Please fill all required fields');
    const lastName = screen.getByLabelText('Last Name');
    expectFieldMessage(lastName, 'Please enter your last name');
    expect(screen.getByLabelText('First Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(lastName).toHaveFocus());
    // Fixing the field takes its message away.
    await user.type(lastName, 'Haddad');
    expect(lastName).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please enter your last name')).not.toBeInTheDocument();
  });

  it('an emptied email is marked on its field, and so is the current password a new email needs', async () => {
    const user = await openProfile();
    await user.clear(screen.getByLabelText('Email'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('Please fill all required fields');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAccessibleDescription('Please enter your email');
    expect(screen.getByLabelText('Current Password')).toHaveAccessibleDescription('Please enter your current password');
    await waitFor(() => expect(email).toHaveFocus());
  });

  it('a short, unconfirmed new password: the summary, then each password field says what is wrong', async () => {
    const user = await openProfile();
    await user.type(screen.getByLabelText('New Password'), 'short');
    await user.type(screen.getByLabelText('Confirm Password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('Passwords do not match');
    const password = screen.getByLabelText('New Password');
    expectFieldMessage(password, /^The password must be at least 12 characters/);
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription('Passwords do not match');
    expect(screen.getByLabelText('Current Password')).toHaveAccessibleDescription('Please enter your current password');
    await waitFor(() => expect(password).toHaveFocus());
  });

  it('a new password typed once: the confirmation is asked for on its field', async () => {
    const user = await openProfile();
    await user.type(screen.getByLabelText('New Password'), 'New-password-1');
    await user.type(screen.getByLabelText('Current Password'), 'Old-password-0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('Passwords do not match');
    const confirm = screen.getByLabelText('Confirm Password');
    expect(confirm).toHaveAccessibleDescription('Please confirm the new password');
    expect(screen.getByLabelText('New Password')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Current Password')).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(confirm).toHaveFocus());
  });

  it("the server's refusal of the current password is shown on that field", async () => {
    const fake = new FakeApi().on('put', '/admin/update/:id', [
      400,
      { success: false, message: 'Your current password is not correct', field: 'currentPassword' },
    ]);
    const user = await openProfile(fake);
    await user.type(screen.getByLabelText('New Password'), 'New-password-1');
    await user.type(screen.getByLabelText('Confirm Password'), 'New-password-1');
    await user.type(screen.getByLabelText('Current Password'), 'Wrong-password');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await waitFor(() => dialogButton('Confirm')));
    await expectDialog('Your current password is not correct');
    const current = screen.getByLabelText('Current Password');
    expectFieldMessage(current, 'Your current password is not correct');
    await waitFor(() => expect(current).toHaveFocus());
  });
});
