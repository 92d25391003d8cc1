import { useId, useState } from 'react';
import { Input } from 'antd';
import {
  FormField,
  FormPage,
  ImageUploadField,
  PasswordStrengthMeter,
  Session,
  TextInput,
  useMessages,
  useNavigate,
  usePasswordStrength,
  useRecordForm,
  useService,
  type FieldRules,
} from '@backoffice/kernel';
import type { Profile } from '../api';
import { ProfileApiToken } from '../tokens';
import { PasskeysSection } from './PasskeysSection';
import { TwoFactorSection } from './two-factor/TwoFactorSection';

const MAX_SIDE = 1000;
const TOO_BIG = 'Image should be smaller than 1000px width and 1000px height';
const LOAD_FAILED = 'Failed to load profile data';

interface Values {
  FName: string;
  LName: string;
  email: string;
  password: string;
  confirmPassword: string;
  currentPassword: string;
}

/** A new password or another e-mail: the server then needs the current password. */
const needsCurrentPassword = (values: Values, profile: Profile | null | undefined) =>
  Boolean(values.password) || values.email.trim().toLowerCase() !== (profile?.email ?? '').toLowerCase();

const valuesOf = (profile: Profile): Values => ({
  FName: profile.FName ?? '',
  LName: profile.LName ?? '',
  email: profile.email ?? '',
  password: '',
  confirmPassword: '',
  currentPassword: '',
});

/** /edit-profile: the profile form, then the admin's own passkeys. */
export default function EditProfileScreen() {
  return (
    <>
      <EditProfile />
      <PasskeysSection />
    </>
  );
}

/**
 * The signed-in admin's photo, names, email and password; the role is shown read-only.
 * On success the profile chip changes at once and the dashboard opens.
 */
function EditProfile() {
  const api = useService(ProfileApiToken);
  const session = useService(Session);
  const navigate = useNavigate();
  const { t } = useMessages();
  const [picture, setPicture] = useState<File | null>(null);
  const [removePicture, setRemovePicture] = useState(false);
  const ids = {
    role: useId(),
    password: useId(),
    confirmPassword: useId(),
    currentPassword: useId(),
  };
  // What the password fields must hold, shown on the field in the admin's language (English here: the field
  // translates it; the dialog still shows `validate`'s message); the names and e-mail state theirs on their bound
  // inputs. A new password must be typed twice; a new password or e-mail needs the current password.
  const rules: FieldRules<Values, Profile> = {
    // `strength` (below) rates what is typed; the rules run at Save, after this render has set it.
    password: { check: () => strength.problem },
    confirmPassword: {
      required: ({ password }) => (password ? 'Please confirm the new password' : false),
      check: (confirmPassword, { password }) =>
        password && confirmPassword !== password ? 'Passwords do not match' : null,
    },
    currentPassword: {
      required: (values, profile) =>
        needsCurrentPassword(values, profile) ? 'Please enter your current password' : false,
    },
  };
  const form = useRecordForm<Values, Profile, Profile>({
    initial: { FName: '', LName: '', email: '', password: '', confirmPassword: '', currentPassword: '' },
    load: () => api.load(),
    valuesOf,
    loadFailureMessage: t(LOAD_FAILED),
    changedElsewhere: picture !== null || removePicture,
    rules,
    validate: (values, { record }) => {
      if (!values.FName.trim() || !values.LName.trim() || !values.email.trim())
        return t('Please fill all required fields');
      if (values.password && values.password !== values.confirmPassword) return t('Passwords do not match');
      if (values.password && strength.problem) return strength.problem;
      // The server asks for the current password before it changes the password or the e-mail.
      if (needsCurrentPassword(values, record) && !values.currentPassword)
        return t('Please enter your current password to change your password or email');
      return null;
    },
    confirm: t('Are you sure you want to update your profile?'),
    save: (values, profile) =>
      api.save(profile!._id, {
        FName: values.FName.trim(),
        LName: values.LName.trim(),
        email: values.email.trim(),
        role: profile!.role,
        password: values.password,
        currentPassword: needsCurrentPassword(values, profile) ? values.currentPassword : '',
        picture,
        removePicture,
        updatedAt: profile!.updatedAt,
      }),
    failureMessage: t('Failed to update profile'),
    onSaved: (saved) =>
      session.mergeProfile({ FName: saved.FName, LName: saved.LName, email: saved.email, pfp: saved.pfp ?? null }),
    done: () => navigate('/dashboard'),
  });
  const { values, set, record: profile } = form;
  // The new password rated as it is typed, by the server's own rule and messages (and against the own e-mail
  // and names): a weak one is refused with the server's message before anything is sent.
  const strength = usePasswordStrength(values.password, [values.email, values.FName, values.LName]);
  const storedPicture = removePicture ? null : (profile?.pfp ?? profile?.profilePic ?? null);

  return (
    <>
      <FormPage
        title={t('Edit Profile')}
        breadcrumb={[{ label: t('Dashboard'), path: '/dashboard' }, { label: t('Edit Profile') }]}
        form={form}
        unavailable={{ errorTitle: t(LOAD_FAILED), missingTitle: t(LOAD_FAILED), missingHint: null }}
        onCancel={() => navigate('/dashboard')}
      >
        <ImageUploadField
          label={t('Profile Photo')}
          file={picture}
          currentUrl={storedPicture}
          types={['image/png', 'image/jpeg', 'image/webp', 'image/gif']}
          typeMessage={t('Please choose a PNG, JPEG, WebP or GIF image')}
          maxBytes={2 * 1024 * 1024}
          max={{ width: MAX_SIDE, height: MAX_SIDE, message: t(TOO_BIG) }}
          uploadLabel={t('Upload Photo')}
          removeLabel={t('Remove Photo')}
          hint={t('At most 1000 × 1000 px.')}
          onChange={(file) => {
            setPicture(file);
            setRemovePicture(false);
          }}
          onRemove={() => {
            setPicture(null);
            setRemovePicture(true);
          }}
        />
        <div
          style={{
            display: 'grid',
            gap: '0 24px',
            gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
            marginTop: 16,
          }}
        >
          <TextInput source="FName" label={t('First Name')} maxLength={60} required="Please enter your first name" />
          <TextInput source="LName" label={t('Last Name')} maxLength={60} required="Please enter your last name" />
          <TextInput
            source="email"
            label={t('Email')}
            type="email"
            maxLength={320}
            required="Please enter your email"
          />
          <FormField
            label={t('Role')}
            id={ids.role}
            help={t('Only a super admin can change roles, and never their own.')}
          >
            <Input id={ids.role} value={profile?.role ?? ''} readOnly disabled />
          </FormField>
          <FormField
            label={t('New Password')}
            id={ids.password}
            name="password"
            help={<PasswordStrengthMeter strength={strength} hint={t('Leave blank to keep your current password.')} />}
          >
            <Input.Password
              id={ids.password}
              value={values.password}
              autoComplete="new-password"
              onChange={(event) => set('password', event.target.value)}
            />
          </FormField>
          <FormField label={t('Confirm Password')} id={ids.confirmPassword} name="confirmPassword">
            <Input.Password
              id={ids.confirmPassword}
              value={values.confirmPassword}
              autoComplete="new-password"
              onChange={(event) => set('confirmPassword', event.target.value)}
            />
          </FormField>
          <FormField
            label={t('Current Password')}
            id={ids.currentPassword}
            name="currentPassword"
            help={t('Needed to change your password or email.')}
          >
            <Input.Password
              id={ids.currentPassword}
              value={values.currentPassword}
              autoComplete="current-password"
              onChange={(event) => set('currentPassword', event.target.value)}
            />
          </FormField>
        </div>
      </FormPage>
      {form.status === 'ready' && <TwoFactorSection />}
    </>
  );
}
