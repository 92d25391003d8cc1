import type { Admin, Role } from '@backoffice/contracts';
import { sql, type Kysely } from 'kysely';
import { adminAnswer } from '../../auth/admins';
import { normaliseEmail } from '../../auth/email-address';
import { hashPassword } from '../../auth/passwords';
import { containsPattern, isUniqueViolation } from '../../db/record';
import type { RecordWriter, Tx } from '../../db/record-writes';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';

export const EMAIL_TAKEN = 'An admin with this email already exists';
const MISSING = 'This admin no longer exists';
export const LAST_SUPER_ADMIN =
  'The last super admin cannot be removed or demoted; make another admin superAdmin first';

const PUBLIC_COLUMNS = ['id', 'f_name', 'l_name', 'email', 'role', 'pfp', 'created_at', 'updated_at'] as const;

/** Admins, newest first; `q` matches first name, last name, full name or email, case-insensitively. */
export async function listAdmins(db: Kysely<Database>, q?: string): Promise<Admin[]> {
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

/**
 * Locks every superAdmin row, in id order, before a change that may remove one. Two superAdmins demoting or
 * deleting each other at once then queue up instead of each holding one row and waiting for the other.
 */
async function lockSuperAdmins(tx: Tx): Promise<void> {
  await tx.selectFrom('admins').select('id').where('role', '=', 'superAdmin').orderBy('id').forUpdate().execute();
}

/** Throws 409 when the change would leave no superAdmin (rows are locked by the caller's transaction). */
async function assertAnotherSuperAdmin(tx: Tx, exceptId: string): Promise<void> {
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

export async function insertAdmin(
  records: RecordWriter,
  input: { FName: string; LName: string; email: string; password: string; role: Role },
): Promise<Admin> {
  const passwordHash = await hashPassword(input.password);
  try {
    const row = await records.create('admins', (tx) =>
      tx
        .insertInto('admins')
        .values({
          f_name: input.FName,
          l_name: input.LName,
          email: normaliseEmail(input.email),
          password_hash: passwordHash,
          role: input.role,
          pfp: null,
        })
        .returning(PUBLIC_COLUMNS)
        .executeTakeFirstOrThrow(),
    );
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
  /** The stored version the fields not sent were filled from (db/partial-update.ts). */
  basedOn?: Date | string;
}

/** Updates an admin (a replaced picture is removed); 404 / 409 as needed. */
export async function updateAdmin(records: RecordWriter, id: string, change: AdminChange): Promise<{ admin: Admin }> {
  const passwordHash = change.password ? await hashPassword(change.password) : undefined;
  try {
    return await records.update({
      table: 'admins',
      id,
      missing: MISSING,
      version: change.updatedAt,
      basedOn: change.basedOn,
      async lock(tx) {
        if (change.role && change.role !== 'superAdmin') await lockSuperAdmins(tx);
        return tx.selectFrom('admins').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      },
      async write(tx, current) {
        if (current.role === 'superAdmin' && change.role && change.role !== 'superAdmin')
          await assertAnotherSuperAdmin(tx, id);
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
      },
      dropsFiles: ({ replacedPfp }) => [replacedPfp],
    });
  } catch (error) {
    duplicateEmail(error);
  }
}

/** Deletes an admin, their sessions and their picture. */
export async function deleteAdmin(records: RecordWriter, id: string): Promise<void> {
  await records.remove({
    table: 'admins',
    id,
    missing: MISSING,
    async before(tx) {
      await lockSuperAdmins(tx);
      const current = await tx
        .selectFrom('admins')
        .select(['id', 'role'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (current?.role === 'superAdmin') await assertAnotherSuperAdmin(tx, id);
      await tx.deleteFrom('sessions').where('admin_id', '=', id).execute();
    },
    dropsFiles: (removed) => [removed.pfp],
  });
}
