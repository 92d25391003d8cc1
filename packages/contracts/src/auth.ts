import { Type, type Static } from '@sinclair/typebox';
import { DoneSchema, EnvelopeSchema, Nullable, RecordMetaFields } from './answers';
import { answer, endpoint } from './endpoint';
import { PERMISSIONS, ROLES, type Permission, type Role } from './roles';

/** An admin as the answers show one (sign-in, profile, user list; admin spec §7): never the password. */
export const Admin = Type.Object({
  ...RecordMetaFields,
  FName: Type.String(),
  LName: Type.String(),
  email: Type.String(),
  role: Type.Unsafe<Role>({ enum: [...ROLES] }),
  pfp: Nullable(Type.String()),
  permissions: Type.Array(Type.Unsafe<Permission>({ enum: [...PERMISSIONS] })),
});
export type Admin = Static<typeof Admin>;

export const SignInBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 320 }),
  password: Type.String({ minLength: 1, maxLength: 1024 }),
});
export type SignInBody = Static<typeof SignInBody>;

/** Sign-in, the signed-in admin's profile, sign-out (admin spec §4 Sessions, §7). */
export const authApi = {
  signIn: endpoint({ method: 'POST', path: '/admin/signin', body: SignInBody, answer: answer(EnvelopeSchema(Admin)) }),
  profile: endpoint({ method: 'GET', path: '/admin/profile', answer: answer(EnvelopeSchema(Admin)) }),
  signOut: endpoint({ method: 'POST', path: '/admin/signout', answer: answer(DoneSchema) }),
};
export type AuthApi = typeof authApi;
