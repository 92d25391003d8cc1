import { useId } from 'react';
import { Input, Select } from 'antd';
import { FormField, FormPage, Session, useLocation, useNavigate, useRecordForm, useService, type Role } from '@backoffice/kernel';
import type { AdminUser, AdminUserInput } from '../api';
import { MIN_PASSWORD_LENGTH, ROLE_OPTIONS } from '../roles';
import { UsersApiToken } from '../tokens';

const LIST = '/user-managment';

interface Values {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** Only when editing oneself: the server asks for it to change the own password or email. */
  currentPassword: string;
  role: Role;
}

function valuesOf(user: AdminUser | undefined): Values {
  return { firstName: user?.FName ?? '', lastName: user?.LName ?? '', email: user?.email ?? '', password: '', currentPassword: '', role: user?.role ?? 'superAdmin' };
}

/** The form's names mapped to the spec's (firstName → FName...); a blank password is not sent. */
function inputOf(values: Values, user: AdminUser | undefined): AdminUserInput {
  const input: AdminUserInput = { FName: values.firstName.trim(), LName: values.lastName.trim(), email: values.email.trim(), role: values.role };
  if (values.password) input.password = values.password;
  if (values.currentPassword) input.currentPassword = values.currentPassword;
  if (user?.updatedAt) input.updatedAt = user.updatedAt;
  return input;
}

/**
 * /add-new-user: 'Add New User' / 'Save', or 'Edit User' / 'Update' when a user is passed in navigation
 * state. A new user needs a password (the spec's check never fired); an admin cannot change their own role.
 */
export default function UserForm() {
  const api = useService(UsersApiToken);
  const session = useService(Session);
  const navigate = useNavigate();
  const user = (useLocation().state as { user?: AdminUser } | null)?.user;
  const ids = { firstName: useId(), lastName: useId(), email: useId(), password: useId(), currentPassword: useId(), role: useId() };
  const isMe = !!user && user._id === session.user?.id;
  const form = useRecordForm<Values>({
    initial: () => valuesOf(user),
    validate: (values, { baseline }) => {
      if (!values.firstName.trim() || !values.lastName.trim() || !values.email.trim()) return 'Please fill all the fields';
      if (!user && !values.password) return 'Please enter a password for the new user';
      if (values.password && values.password.length < MIN_PASSWORD_LENGTH) return `The password must be at least ${MIN_PASSWORD_LENGTH} characters`;
      const unchanged = (['firstName', 'lastName', 'email', 'role'] as const).every((key) => values[key].trim() === baseline[key].trim());
      if (user && unchanged && !values.password) return 'There are no changes to be saved';
      const accountChange = Boolean(values.password) || values.email.trim().toLowerCase() !== baseline.email.trim().toLowerCase();
      if (isMe && accountChange && !values.currentPassword) return 'Please enter your current password to change your password or email';
      return null;
    },
    confirm: user ? `Update ${user.FName} ${user.LName}? Are you sure you want to continue?` : 'Add this user? Are you sure you want to continue?',
    save: (values) => (user ? api.update(user._id, inputOf(values, user)) : api.add(inputOf(values, user))),
    failureMessage: user ? 'The user could not be updated. Please try again.' : 'The user could not be added. Please try again.',
    done: () => navigate(LIST),
  });
  const { values, set } = form;

  const title = user ? 'Edit User' : 'Add New User';
  return (
    <FormPage
      title={title}
      history={user ? { table: 'admins', id: user._id } : undefined}
      breadcrumb={[{ label: 'Users Management', path: LIST }, { label: title }]}
      saveLabel={user ? 'Update' : 'Save'}
      form={form}
      onCancel={() => navigate(LIST)}
    >
      <div style={{ display: 'grid', gap: '0 24px', gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))' }}>
        <FormField label="First Name" id={ids.firstName}>
          <Input id={ids.firstName} value={values.firstName} maxLength={60} autoComplete="off" onChange={(event) => set('firstName', event.target.value)} />
        </FormField>
        <FormField label="Last Name" id={ids.lastName}>
          <Input id={ids.lastName} value={values.lastName} maxLength={60} autoComplete="off" onChange={(event) => set('lastName', event.target.value)} />
        </FormField>
        <FormField label="Email" id={ids.email}>
          <Input id={ids.email} type="email" value={values.email} maxLength={320} autoComplete="off" onChange={(event) => set('email', event.target.value)} />
        </FormField>
        <FormField
          label="Password"
          id={ids.password}
          help={user ? 'Leave blank to keep the current password. A new one signs the user out everywhere.' : `At least ${MIN_PASSWORD_LENGTH} characters.`}
        >
          <Input.Password id={ids.password} value={values.password} maxLength={1024} autoComplete="new-password" onChange={(event) => set('password', event.target.value)} />
        </FormField>
        {isMe && (
          <FormField label="Current Password" id={ids.currentPassword} help="Needed to change your own password or email.">
            <Input.Password
              id={ids.currentPassword}
              value={values.currentPassword}
              maxLength={1024}
              autoComplete="current-password"
              onChange={(event) => set('currentPassword', event.target.value)}
            />
          </FormField>
        )}
        <FormField label="Roles" id={ids.role} help={isMe ? 'You cannot change your own role.' : undefined}>
          <Select id={ids.role} aria-label="Roles" value={values.role} options={ROLE_OPTIONS} disabled={isMe} onChange={(role: Role) => set('role', role)} />
        </FormField>
      </div>
    </FormPage>
  );
}
