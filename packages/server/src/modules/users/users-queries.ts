import { sql, type Kysely, type Transaction } from 'kysely';
import { adminAnswer, normaliseEmail, type AdminAnswer } from '../../auth/admins';
import { hashPassword } from '../../auth/passwords';
import type { Role } from '../../auth/permissions';
import type { Database } from '../../db/schema';
import { containsPattern, isUniqueViolation } from '../../db/record';
import { AppError } from '../../http/app-error';
import { assertCurrentVersion } from '../../http/version-check';

export const EMAIL_TAKEN = 'An admin with this email already exists';
export const LAST_SUPER_ADMIN = 'The last super admin cannot be removed or demoted; make another admin superAdmin first';

const PUBLIC_COLUMNS = ['id', 'f_name', 'l_name', 'email', 'role', 'pfp', 'created_at', 'updated_at'] as const;

/** Admins, newest first; `q` matches first name, last name, full name or email, case-insensitively. */
export async function listAdmins(db: Kysely<Database>, q?: string): Promise<AdminAnswer[]> {
  let query = db.selectFrom('admins').select(PUBLIC_COLUMNS).orderBy('created_at', 'desc').orderBy('id');
  const needle = q?.trim();
  if (needle) {
    const pattern = containsPattern(needle);
    query = query.where((eb) =>
      eb.or([
        eb('f_name', 'ilike', pattern),
        eb('l_name', 'ilike', pattern),
        eb('email', 'ilike', pattern),
        eb(sql<string>`f_name || ' ' || l_name`, 'ilike', pattern),
      ]),
    );
  }
  return (await query.execute()).map(adminAnswer);
}

export async function countAdminsTotal(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('admins').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Locks every superAdmin row, in id order, before a change that may remove one. Two superAdmins demoting or
 * deleting each other at once then queue up instead of each holding one row and waiting for the other.
 */
async function lockSuperAdmins(tx: Transaction<Database>): Promise<void> {
  await tx.selectFrom('admins').select('id').where('role', '=', 'superAdmin').orderBy('id').forUpdate().execute();
}

/** Throws 409 when the change would leave no superAdmin (rows are locked by the caller's transaction). */
async function assertAnotherSuperAdmin(tx: Transaction<Database>, exceptId: string): Promise<void> {
  const others = await tx
    .selectFrom('admins')
    .select('id')
    .where('role', '=', 'superAdmin')
    .where('id', '!=', exceptId)
    .forUpdate()
    .execute();
  if (others.length === 0) throw new AppError(409, LAST_SUPER_ADMIN);
}

function duplicateEmail(error: unknown): never {
  if (isUniqueViolation(error)) throw new AppError(409, EMAIL_TAKEN);
  throw error;
}

export async function insertAdmin(db: Kysely<Database>, input: { FName: string; LName: string; email: string; password: string; role: Role }): Promise<AdminAnswer> {
  try {
    const row = await db
      .insertInto('admins')
      .values({ f_name: input.FName, l_name: input.LName, email: normaliseEmail(input.email), password_hash: await hashPassword(input.password), role: input.role, pfp: null })
      .returning(PUBLIC_COLUMNS)
      .executeTakeFirstOrThrow();
    return adminAnswer(row);
  } catch (error) {
    duplicateEmail(error);
  }
}

export interface AdminChange {
  FName: string;
  LName: string;
  email: string;
  role?: Role;
  password?: string;
  /** A new picture's URL, or null to remove it; undefined keeps it. */
  pfp?: string | null;
  /** The version the editor loaded; a different stored one answers 409. */
  updatedAt?: string;
}

/** Updates an admin; answers the new record and the picture it replaced (to delete). 404 / 409 as needed. */
export async function updateAdmin(db: Kysely<Database>, id: string, change: AdminChange): Promise<{ admin: AdminAnswer; replacedPfp: string | null }> {
  const passwordHash = change.password ? await hashPassword(change.password) : undefined;
  try {
    return await db.transaction().execute(async (tx) => {
      if (change.role && change.role !== 'superAdmin') await lockSuperAdmins(tx);
      const current = await tx.selectFrom('admins').select(['id', 'role', 'pfp', 'updated_at']).where('id', '=', id).forUpdate().executeTakeFirst();
      if (!current) throw new AppError(404, 'This admin no longer exists');
      assertCurrentVersion(current.updated_at, change.updatedAt);
      if (current.role === 'superAdmin' && change.role && change.role !== 'superAdmin') await assertAnotherSuperAdmin(tx, id);
      const row = await tx
        .updateTable('admins')
        .set({
          f_name: change.FName,
          l_name: change.LName,
          email: normaliseEmail(change.email),
          ...(change.role ? { role: change.role } : {}),
          ...(passwordHash ? { password_hash: passwordHash } : {}),
          ...(change.pfp !== undefined ? { pfp: change.pfp } : {}),
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .returning(PUBLIC_COLUMNS)
        .executeTakeFirstOrThrow();
      const replacedPfp = change.pfp !== undefined && current.pfp && current.pfp !== change.pfp ? current.pfp : null;
      return { admin: adminAnswer(row), replacedPfp };
    });
  } catch (error) {
    duplicateEmail(error);
  }
}

/** Deletes an admin (their sessions go with them); answers their picture to delete. */
export async function deleteAdmin(db: Kysely<Database>, id: string): Promise<{ pfp: string | null }> {
  return db.transaction().execute(async (tx) => {
    await lockSuperAdmins(tx);
    const current = await tx.selectFrom('admins').select(['id', 'role', 'pfp']).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!current) throw new AppError(404, 'This admin no longer exists');
    if (current.role === 'superAdmin') await assertAnotherSuperAdmin(tx, id);
    await tx.deleteFrom('sessions').where('admin_id', '=', id).execute();
    await tx.deleteFrom('admins').where('id', '=', id).execute();
    return { pfp: current.pfp };
  });
}
