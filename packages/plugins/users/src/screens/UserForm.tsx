import { useId } from 'react';
import { Input } from 'antd';
import {
  FormField,
  FormPage,
  MIN_PASSWORD_LENGTH,
  PasswordStrengthMeter,
  SelectInput,
  Session,
  TextInput,
  useMessages,
  useNavigate,
  usePasswordStrength,
  useRecordForm,
  useSearchParams,
  useService,
  type Role,
} from '@backoffice/kernel';
import type { AdminUser, AdminUserInput } from '../api';
import { ROLE_DESCRIPTIONS, ROLE_OPTIONS } from '../roles';
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
  return {
    firstName: user?.FName ?? '',
    lastName: user?.LName ?? '',
    email: user?.email ?? '',
    password: '',
    currentPassword: '',
    role: user?.role ?? '',
  };
}

/** The form's names mapped to the spec's (firstName → FName...); a blank password is not sent. */
function inputOf(values: Values, user: AdminUser | undefined): AdminUserInput {
  const input: AdminUserInput = {
    FName: values.firstName.trim(),
    LName: values.lastName.trim(),
    email: values.email.trim(),
    role: values.role as Role,
  };
  if (values.password) input.password = values.password;
  if (values.currentPassword) input.currentPassword = values.currentPassword;
  if (user?.updatedAt) input.updatedAt = user.updatedAt;
  return input;
}

/**
 * /add-new-user: 'Add New User' / 'Save', or 'Edit User' / 'Save' for the account of `?id=` (its own address:
 * a reload or a new tab opens it; the list also passes the row in state, which spares the call). A new user
 * needs a password (the spec's check never fired); an admin cannot change their own role.
 */
export default function UserForm() {
  const { t } = useMessages();
  const api = useService(UsersApiToken);
  const session = useService(Session);
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id') ?? undefined;
  const editing = Boolean(id);
  const ids = { password: useId(), currentPassword: useId() };
  const isMe = editing && id === session.user?.id;
  const form = useRecordForm<Values, AdminUser>({
    initial: () => valuesOf(undefined),
    // Always loaded fresh: a reload must not show the copy the list had.
    load: id ? async () => (await api.list()).find((candidate) => candidate._id === id) : undefined,
    valuesOf,
    loadFailureMessage: t('Failed to load the user'),
    // The server's 409 here is an e-mail already taken, shown as it is, not a stale copy to reload.
    onStale: false,
    // The password fields' rules (they stay explicit, with the strength meter); the others are on their bound inputs.
    rules: {
      password: {
        required: editing ? false : t('Please enter a password for the new user'),
        // `strength` (below) rates what is typed; the rules run at Save, after this render has set it.
        check: () => strength.problem,
      },
    },
    serverFields: { FName: 'firstName', LName: 'lastName' },
    successMessage: editing ? t('User updated') : t('User added'),
    validate: (values, { baseline }) => {
      if (!values.firstName.trim() || !values.lastName.trim() || !values.email.trim())
        return t('Please fill all the fields');
      if (!editing && !values.password) return t('Please enter a password for the new user');
      if (values.password && strength.problem) return strength.problem;
      const unchanged = (['firstName', 'lastName', 'email', 'role'] as const).every(
        (key) => values[key].trim() === baseline[key].trim(),
      );
      if (editing && unchanged && !values.password) return t('There are no changes to be saved');
      const accountChange =
        Boolean(values.password) || values.email.trim().toLowerCase() !== baseline.email.trim().toLowerCase();
      if (isMe && accountChange && !values.currentPassword)
        return t('Please enter your current password to change your password or email');
      return null;
    },
    confirm: (user) =>
      user
        ? t('Update {{name}}? Are you sure you want to continue?', { name: `${user.FName} ${user.LName}` })
        : t('Add this user? Are you sure you want to continue?'),
    save: (values, user) => (user ? api.update(user._id, inputOf(values, user)) : api.add(inputOf(values, user))),
    failureMessage: editing
      ? t('The user could not be updated. Please try again.')
      : t('The user could not be added. Please try again.'),
    done: () => navigate(LIST),
  });
  const { values, set } = form;
  // The new password rated as it is typed, by the server's own rule and messages (and against this account's
  // e-mail and names): a weak one is refused with the server's message before anything is sent.
  const strength = usePasswordStrength(values.password, [values.email, values.firstName, values.lastName]);

  const title = editing ? t('Edit User') : t('Add New User');
  return (
    <FormPage
      title={title}
      history={{ table: 'admins', id }}
      list={{ path: LIST, label: t('Users Management'), backLabel: t('Back to Users Management') }}
      form={form}
      unavailable={{
        errorTitle: t('Failed to load the user'),
        missingTitle: t('User not found'),
        missingHint: t('The account may have been deleted.'),
      }}
    >
      <div style={{ display: 'grid', gap: '0 24px', gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))' }}>
        {/* The fields' messages are English: each field shows them in the admin's language. */}
        <TextInput
          source="firstName"
          label={t('First Name')}
          maxLength={60}
          autoComplete="off"
          required="Please enter the first name"
        />
        <TextInput
          source="lastName"
          label={t('Last Name')}
          maxLength={60}
          autoComplete="off"
          required="Please enter the last name"
        />
        <TextInput
          source="email"
          label={t('Email')}
          type="email"
          maxLength={320}
          autoComplete="off"
          required="Please enter the email"
          check={(email: string) =>
            /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()) ? null : 'Please enter a valid email address'
          }
        />
        <FormField
          label={t('Password')}
          id={ids.password}
          name="password"
          help={
            <PasswordStrengthMeter
              strength={strength}
              hint={
                editing
                  ? t('Leave blank to keep the current password. A new one signs the user out everywhere.')
                  : t('At least {{min}} characters; a few random words make a strong one.', {
                      min: MIN_PASSWORD_LENGTH,
                    })
              }
            />
          }
        >
          <Input.Password
            id={ids.password}
            value={values.password}
            maxLength={1024}
            autoComplete="new-password"
            onChange={(event) => set('password', event.target.value)}
          />
        </FormField>
        {isMe && (
          <FormField
            label={t('Current Password')}
            id={ids.currentPassword}
            name="currentPassword"
            help={t('Needed to change your own password or email.')}
          >
            <Input.Password
              id={ids.currentPassword}
              value={values.currentPassword}
              maxLength={1024}
              autoComplete="current-password"
              onChange={(event) => set('currentPassword', event.target.value)}
            />
          </FormField>
        )}
        <SelectInput
          source="role"
          label={t('Role')}
          placeholder={t('Choose a role')}
          required="Please choose a role"
          disabled={isMe}
          options={ROLE_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
          help={
            isMe
              ? t('You cannot change your own role.')
              : values.role
                ? t(ROLE_DESCRIPTIONS[values.role])
                : t('Choose what this admin may do.')
          }
        />
      </div>
    </FormPage>
  );
}
