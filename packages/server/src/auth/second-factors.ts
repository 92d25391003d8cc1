import type { Role, SecondFactorMethod } from '@backoffice/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { removeAdminPasskeys } from './passkeys';
import { recoveryCodesLeft, removeRecoveryCodes } from './recovery-codes';
import { hasTotp, removeTotp } from './totp';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * A kind of second factor an admin can set up (an authenticator app, a passkey): whether
 * the admin has one, and how to remove theirs (a super admin's reset, or turning two-factor off).
 * The sign-in's second step offers the methods of every kind the admin has, then recovery codes.
 */
export interface SecondFactorKind {
  method: Exclude<SecondFactorMethod, 'recovery'>;
  enrolled(db: Db, adminId: string): Promise<boolean>;
  /** Removes the admin's factors of this kind; returns whether there were any. */
  remove(db: Db, adminId: string): Promise<boolean>;
  /** The ids of every admin with a factor of this kind. */
  enrolledAdmins(db: Db): Promise<string[]>;
}

export const totpFactor: SecondFactorKind = {
  method: 'totp',
  enrolled: hasTotp,
  remove: removeTotp,
  async enrolledAdmins(db) {
    const rows = await db.selectFrom('admin_totp').select('admin_id').where('confirmed_at', 'is not', null).execute();
    return rows.map((row) => row.admin_id);
  },
};

/**
 * Any registered passkey is a second factor: after the password, the admin's own passkeys are asked for (user
 * presence is enough, the password was the first factor); see modules/auth/second-step-routes.ts.
 */
export const passkeyFactor: SecondFactorKind = {
  method: 'passkey',
  async enrolled(db, adminId) {
    return (
      (await db.selectFrom('passkeys').select('id').where('admin_id', '=', adminId).limit(1).executeTakeFirst()) !==
      undefined
    );
  },
  async remove(db, adminId) {
    return (await removeAdminPasskeys(db, adminId)) > 0;
  },
  async enrolledAdmins(db) {
    const rows = await db.selectFrom('passkeys').select('admin_id').distinct().execute();
    return rows.map((row) => row.admin_id);
  },
};

/** Every kind of second factor, in the order the sign-in offers them. Add a kind here. */
export const SECOND_FACTOR_KINDS: readonly SecondFactorKind[] = [totpFactor, passkeyFactor];

/** The kinds an admin can set up during a sign-in that their role's requirement holds back. */
export const ENROLLABLE_AT_SIGN_IN: readonly SecondFactorMethod[] = ['totp'];

/** The methods that can finish this admin's sign-in: their factors' kinds, then recovery codes (while any is unused). */
export async function secondFactorMethods(db: Db, adminId: string): Promise<SecondFactorMethod[]> {
  const methods: SecondFactorMethod[] = [];
  for (const kind of SECOND_FACTOR_KINDS) if (await kind.enrolled(db, adminId)) methods.push(kind.method);
  if (methods.length > 0 && (await recoveryCodesLeft(db, adminId)) > 0) methods.push('recovery');
  return methods;
}

/** Whether the admin has any second factor (recovery codes alone do not count). */
export async function hasSecondFactor(db: Db, adminId: string): Promise<boolean> {
  for (const kind of SECOND_FACTOR_KINDS) if (await kind.enrolled(db, adminId)) return true;
  return false;
}

/** Removes every factor of the admin and their recovery codes; returns the kinds that were there. */
export async function removeSecondFactors(db: Db, adminId: string): Promise<string[]> {
  const removed: string[] = [];
  for (const kind of SECOND_FACTOR_KINDS) if (await kind.remove(db, adminId)) removed.push(kind.method);
  if ((await removeRecoveryCodes(db, adminId)) > 0) removed.push('recovery');
  return removed;
}

/** The ids of admins that have a second factor (the user list shows it). */
export async function adminsWithSecondFactor(db: Db): Promise<Set<string>> {
  const ids = new Set<string>();
  for (const kind of SECOND_FACTOR_KINDS) for (const id of await kind.enrolledAdmins(db)) ids.add(id);
  return ids;
}

/** Which roles must sign in with a second factor (super admins set it per role). */
export async function roleRequirements(db: Db): Promise<Record<Role, boolean>> {
  const rows = await db.selectFrom('role_security').select(['role', 'require_second_factor']).execute();
  const required: Record<Role, boolean> = { superAdmin: false, admin: false, editor: false, viewer: false };
  for (const row of rows) if (row.role in required) required[row.role as Role] = row.require_second_factor;
  return required;
}

export async function roleRequiresSecondFactor(db: Db, role: Role): Promise<boolean> {
  const row = await db
    .selectFrom('role_security')
    .select('require_second_factor')
    .where('role', '=', role)
    .executeTakeFirst();
  return row?.require_second_factor ?? false;
}

export async function setRoleRequirement(db: Db, role: Role, required: boolean): Promise<void> {
  await db
    .insertInto('role_security')
    .values({ role, require_second_factor: required, updated_at: new Date() })
    .onConflict((conflict) =>
      conflict.column('role').doUpdateSet({ require_second_factor: required, updated_at: new Date() }),
    )
    .execute();
}
