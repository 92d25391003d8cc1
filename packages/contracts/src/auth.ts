import { Type, type Static } from '@sinclair/typebox';
import type { RecordMeta } from './common';
import { answer, endpoint } from './endpoint';
import type { Done, Envelope } from './envelope';
import type { Permission, Role } from './roles';

/** An admin as the answers show one (sign-in, profile, user list; admin spec §7): never the password. */
export interface Admin extends RecordMeta {
  FName: string;
  LName: string;
  email: string;
  role: Role;
  pfp: string | null;
  permissions: Permission[];
}

export const SignInBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 320 }),
  password: Type.String({ minLength: 1, maxLength: 1024 }),
});
export type SignInBody = Static<typeof SignInBody>;

/** Sign-in, the signed-in admin's profile, sign-out (admin spec §4 Sessions, §7). */
export const authApi = {
  signIn: endpoint({ method: 'POST', path: '/admin/signin', body: SignInBody, answer: answer<Envelope<Admin>>() }),
  profile: endpoint({ method: 'GET', path: '/admin/profile', answer: answer<Envelope<Admin>>() }),
  signOut: endpoint({ method: 'POST', path: '/admin/signout', answer: answer<Done>() }),
};
export type AuthApi = typeof authApi;
