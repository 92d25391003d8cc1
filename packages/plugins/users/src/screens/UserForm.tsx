import { useId } from 'react';
import { Input, Select } from 'antd';
import { FormField, FormPage, MIN_PASSWORD_LENGTH, PasswordStrengthMeter, Session, useNavigate, usePasswordStrength, useRecordForm, useSearchParams, useService, type Role } from '@backoffice/kernel';
import type { AdminUser, AdminUserInput } from '../api';
import { ROLE_OPTIONS } from '../roles';
import { UsersApiToken } from '../tokens';

const LIST = '/user-managment';

interface Values {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** Only when editing oneself: the server asks for it to change the own password or email. */
  currentPassword: string;
  /** None chosen for a new user: the admin picks it (issue 17: no powerful role by default). */
  role: Role | '';
}

function valuesOf(user: AdminUser | undefined): Values {
  return { firstName: user?.FName ?? '', lastName: user?.LName ?? '', email: user?.email ?? '', password: '', currentPassword: '', role: user?.role ?? '' };
}

/** The form's names mapped to the spec's (firstName → FName...); a blank password is not sent. */
function inputOf(values: Values, user: AdminUser | undefined): AdminUserInput {
  const input: AdminUserInput = { FName: values.firstName.trim(), LName: values.lastName.trim(), email: values.email.trim(), role: values.role as Role };
  if (values.password) input.password = values.password;
  if (values.currentPassword) input.currentPassword = values.currentPassword;
  if (user?.updatedAt) input.updatedAt = user.updatedAt;
  return input;
}

/**
 * /add-new-user: 'Add New User' / 'Save', or 'Edit User' / 'Update' for the account of `?id=` (its own address:
 * a reload or a new tab opens it; the list also passes the row in state, which spares the call). A new user
 * needs a password (the spec's check never fired); an admin cannot change their own role.
 */
export default function UserForm() {
  const api = useService(UsersApiToken);
  const session = useService(Session);
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id') ?? undefined;
  const editing = Boolean(id);
  const ids = { firstName: useId(), lastName: useId(), email: useId(), password: useId(), currentPassword: useId(), role: useId() };
  const isMe = editing && id === session.user?.id;
  const form = useRecordForm<Values, AdminUser>({
    initial: () => valuesOf(undefined),
    // Always loaded fresh: a reload must not show the copy the list had.
    load: id ? async () => (await api.list()).find((candidate) => candidate._id === id) : undefined,
    valuesOf,
    loadFailureMessage: 'Failed to load the user',
    // The server's 409 here is an e-mail already taken, shown as it is, not a stale copy to reload.
    onStale: false,
    rules: {
      firstName: { required: 'Please enter the first name' },
      lastName: { required: 'Please enter the last name' },
      email: { required: 'Please enter the email', check: (email) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()) ? null : 'Please enter a valid email address') },
      password: {
        required: editing ? false : 'Please enter a password for the new user',
        // `strength` (below) rates what is typed; the rules run at Save, after this render has set it.
        check: () => strength.problem,
      },
      role: { required: 'Please choose a role' },
    },
    serverFields: { FName: 'firstName', LName: 'lastName' },
    successMessage: editing ? 'User updated' : 'User added',
    validate: (values, { baseline }) => {
      if (!values.firstName.trim() || !values.lastName.trim() || !values.email.trim()) return 'Please fill all the fields';
      if (!editing && !values.password) return 'Please enter a password for the new user';
      if (values.password && strength.problem) return strength.problem;
      const unchanged = (['firstName', 'lastName', 'email', 'role'] as const).every((key) => values[key].trim() === baseline[key].trim());
      if (editing && unchanged && !values.password) return 'There are no changes to be saved';
      const accountChange = Boolean(values.password) || values.email.trim().toLowerCase() !== baseline.email.trim().toLowerCase();
      if (isMe && accountChange && !values.currentPassword) return 'Please enter your current password to change your password or email';
      return null;
    },
    confirm: (user) => (user ? `Update ${user.FName} ${user.LName}? Are you sure you want to continue?` : 'Add this user? Are you sure you want to continue?'),
    save: (values, user) => (user ? api.update(user._id, inputOf(values, user)) : api.add(inputOf(values, user))),
    failureMessage: editing ? 'The user could not be updated. Please try again.' : 'The user could not be added. Please try again.',
    done: () => navigate(LIST),
  });
  const { values, set } = form;
  // The new password rated as it is typed, by the server's own rule and messages (and against this account's
  // e-mail and names): a weak one is refused with the server's message before anything is sent.
  const strength = usePasswordStrength(values.password, [values.email, values.firstName, values.lastName]);

  const title = editing ? 'Edit User' : 'Add New User';
  return (
    <FormPage
      title={title}
      history={id ? { table: 'admins', id } : undefined}
      breadcrumb={[{ label: 'Users Management', path: LIST }, { label: title }]}
      saveLabel={editing ? 'Update' : 'Save'}
      form={form}
      unavailable={{ errorTitle: 'Failed to load the user', missingTitle: 'User not found', missingHint: 'The account may have been deleted.', backLabel: 'Back to Users Management', onBack: () => navigate(LIST) }}
      onCancel={() => navigate(LIST)}
    >
      <div style={{ display: 'grid', gap: '0 24px', gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))' }}>
        <FormField label="First Name" id={ids.firstName} name="firstName">
          <Input id={ids.firstName} value={values.firstName} maxLength={60} autoComplete="off" onChange={(event) => set('firstName', event.target.value)} />
        </FormField>
        <FormField label="Last Name" id={ids.lastName} name="lastName">
          <Input id={ids.lastName} value={values.lastName} maxLength={60} autoComplete="off" onChange={(event) => set('lastName', event.target.value)} />
        </FormField>
        <FormField label="Email" id={ids.email} name="email">
          <Input id={ids.email} type="email" value={values.email} maxLength={320} autoComplete="off" onChange={(event) => set('email', event.target.value)} />
        </FormField>
        <FormField
          label="Password"
          id={ids.password}
          name="password"
          help={
            <PasswordStrengthMeter
              strength={strength}
              hint={editing ? 'Leave blank to keep the current password. A new one signs the user out everywhere.' : `At least ${MIN_PASSWORD_LENGTH} characters; a few random words make a strong one.`}
            />
          }
        >
          <Input.Password id={ids.password} value={values.password} maxLength={1024} autoComplete="new-password" onChange={(event) => set('password', event.target.value)} />
        </FormField>
        {isMe && (
          <FormField label="Current Password" id={ids.currentPassword} name="currentPassword" help="Needed to change your own password or email.">
            <Input.Password
              id={ids.currentPassword}
              value={values.currentPassword}
              maxLength={1024}
              autoComplete="current-password"
              onChange={(event) => set('currentPassword', event.target.value)}
            />
          </FormField>
        )}
        <FormField label="Role" id={ids.role} name="role" help={isMe ? 'You cannot change your own role.' : undefined}>
          <Select id={ids.role} aria-label="Role" placeholder="Choose a role" value={values.role || undefined} options={ROLE_OPTIONS} disabled={isMe} onChange={(role: Role) => set('role', role)} />
        </FormField>
      </div>
    </FormPage>
  );
}
