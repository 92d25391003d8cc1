import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { AdminsTable } from './auth-tables';
import { normaliseEmail } from './email-address';
import { hashPassword } from './passwords';
import { permissionsFor, type Admin, type Role } from '@backoffice/contracts';

export type AdminRow = Omit<Selectable<AdminsTable>, 'password_hash'>;

/** An `AdminRow`'s columns of `admins as a`, for queries that join the admin (sessions, API tokens, provider accounts). */
export const JOINED_ADMIN_COLUMNS = [
  'a.id',
  'a.f_name',
  'a.l_name',
  'a.email',
  'a.role',
  'a.pfp',
  'a.created_at',
  'a.updated_at',
] as const;

/** An admin as the spec's answers show one (sign-in, profile, user list). */
export function adminAnswer(row: AdminRow): Admin {
  return {
    _id: row.id,
    FName: row.f_name,
    LName: row.l_name,
    email: row.email,
    role: row.role,
    pfp: row.pfp,
    permissions: permissionsFor(row.role),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export async function findAdminByEmail(db: Kysely<Database>, email: string) {
  return db.selectFrom('admins').selectAll().where('email', '=', normaliseEmail(email)).executeTakeFirst();
}

/** An admin by id, without the password hash. */
export async function findAdminById(db: Kysely<Database>, id: string): Promise<AdminRow | undefined> {
  return db
    .selectFrom('admins')
    .select(['id', 'f_name', 'l_name', 'email', 'role', 'pfp', 'created_at', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function countAdmins(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('admins')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface NewAdmin {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  role: Role;
}

export async function createAdmin(db: Kysely<Database>, admin: NewAdmin): Promise<AdminRow> {
  const { password, ...rest } = admin;
  return insertAdmin(db, { ...rest, passwordHash: await hashPassword(password) });
}

/** An admin whose password is already hashed (hashPassword): the test servers hash their one password once. */
export async function insertAdmin(
  db: Kysely<Database>,
  admin: Omit<NewAdmin, 'password'> & { passwordHash: string },
): Promise<AdminRow> {
  const { password_hash: _hash, ...row } = await db
    .insertInto('admins')
    .values({
      f_name: admin.firstName,
      l_name: admin.lastName,
      email: normaliseEmail(admin.email),
      password_hash: admin.passwordHash,
      role: admin.role,
      pfp: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return row;
}
