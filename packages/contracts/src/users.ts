import { Type, type Static } from '@sinclair/typebox';
import { DoneSchema, EnvelopeSchema } from './answers';
import { Admin } from './auth';
import { IdParams } from './common';
import { answer, endpoint, form, json } from './endpoint';
import { ROLES, type Role } from './roles';

export const PROFILE_PICTURE_MAX_SIDE = 1000;
export const PROFILE_PICTURE_MAX_BYTES = 2 * 1024 * 1024;

/** A role is one of the four names (or absent: a new admin then gets the least role, viewer). */
export const RoleField = Type.Unsafe<Role>({ enum: [...ROLES] });

/** User management's JSON body: strings only, so a number or object gets a 400 before any work. */
export const AdminBody = Type.Object(
  {
    FName: Type.Optional(Type.String({ maxLength: 200 })),
    LName: Type.Optional(Type.String({ maxLength: 200 })),
    email: Type.Optional(Type.String({ maxLength: 400 })),
    password: Type.Optional(Type.String({ maxLength: 2048 })),
    currentPassword: Type.Optional(Type.String({ maxLength: 2048 })),
    role: Type.Optional(RoleField),
    updatedAt: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: true },
);

/** What the user form sends (JSON); a blank password keeps the current one. */
export type AdminInput = {
  FName: string;
  LName: string;
  email: string;
  role: Role;
  password?: string;
  /** Needed when admins change their own password or e-mail. */
  currentPassword?: string;
  updatedAt?: string;
};

/** The own-profile form (multipart): the admin fields, a new picture or `removePfp`. */
export type ProfileForm = AdminInput & {
  profilePic?: Blob;
  removePfp?: 'true';
};

export const AdminListQuery = Type.Object({ q: Type.Optional(Type.String({ maxLength: 200 })) });
export type AdminListQuery = Static<typeof AdminListQuery>;

/** User management and the own profile. */
export const usersApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/get',
    query: AdminListQuery,
    answer: answer(EnvelopeSchema(Type.Object({ data: Type.Array(Admin) }))),
  }),
  add: endpoint({
    method: 'POST',
    path: '/admin/signup',
    body: AdminBody,
    json: json<AdminInput>(),
    answer: answer(EnvelopeSchema(Admin)),
  }),
  /** JSON from user management, or the multipart own-profile form: the body is checked by the route. */
  update: endpoint({
    method: 'PUT',
    path: '/admin/update/:id',
    params: IdParams,
    json: json<AdminInput>(),
    form: form<ProfileForm>(),
    answer: answer(EnvelopeSchema(Admin)),
  }),
  remove: endpoint({ method: 'DELETE', path: '/admin/delete/:id', params: IdParams, answer: answer(DoneSchema) }),
};
export type UsersApi = typeof usersApi;
