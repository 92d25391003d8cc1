import { Type, type Static } from '@sinclair/typebox';
import { DoneSchema, EnvelopeSchema, Nullable, RecordMetaFields } from './answers';
import { answer, endpoint } from './endpoint';
import { PERMISSIONS, ROLES, type Permission, type Role } from './roles';

/** An admin as the answers show one (sign-in, profile, user list): never the password. */
export const Admin = Type.Object({
  ...RecordMetaFields,
  FName: Type.String(),
  LName: Type.String(),
  email: Type.String(),
  role: Type.Unsafe<Role>({ enum: [...ROLES] }),
  pfp: Nullable(Type.String()),
  permissions: Type.Array(Type.Unsafe<Permission>({ enum: [...PERMISSIONS] })),
  /** Whether the admin has set up a second factor (the user list says so). */
  secondFactor: Type.Optional(Type.Boolean()),
});
export type Admin = Static<typeof Admin>;

export const SignInBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 320 }),
  password: Type.String({ minLength: 1, maxLength: 1024 }),
});
export type SignInBody = Static<typeof SignInBody>;

/**
 * The password step's answer when the account has a second factor (`step: 'verify'`: finish with one of
 * `methods` at `/admin/signin/<method>`, a passkey at `/admin/signin/passkey-factor` after its `/options`)
 * or its role requires one it has not set up yet (`step: 'enrol'`:
 * set one up at `/admin/signin/enrol/<method>`). `ticket` stands for the password step until `expiresAt`.
 */
export const SECOND_FACTOR_METHODS = ['totp', 'recovery', 'passkey'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];
export const SecondStep = Type.Object({
  step: Type.Union([Type.Literal('verify'), Type.Literal('enrol')]),
  ticket: Type.String(),
  methods: Type.Array(Type.Unsafe<SecondFactorMethod>({ enum: [...SECOND_FACTOR_METHODS] })),
  expiresAt: Type.String(),
});
export type SecondStep = Static<typeof SecondStep>;

/** Sign-in, the signed-in admin's profile, sign-out. */
export const authApi = {
  /** The admin, signed in; or, for an account with (or required to have) a second factor, the second step. */
  signIn: endpoint({
    method: 'POST',
    path: '/admin/signin',
    body: SignInBody,
    answer: answer(EnvelopeSchema(Type.Union([Admin, SecondStep]))),
  }),
  profile: endpoint({ method: 'GET', path: '/admin/profile', answer: answer(EnvelopeSchema(Admin)) }),
  signOut: endpoint({ method: 'POST', path: '/admin/signout', answer: answer(DoneSchema) }),
};
export type AuthApi = typeof authApi;
