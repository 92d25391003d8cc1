import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { JOINED_ADMIN_COLUMNS, type AdminRow } from './admins';
import { hashPassword } from './passwords';
import type { Role } from './permissions';
import './sso-tables';

type Db = Kysely<Database> | Transaction<Database>;

/** The admin a provider account signs in as: the one linked to it, else the one with its (verified) e-mail address. */
export async function findSsoAdmin(
  db: Db,
  identity: { issuer: string; subject: string },
  email: string | null,
): Promise<{ admin: AdminRow; linked: boolean } | null> {
  const linked = await db
    .selectFrom('sso_identities as i')
    .innerJoin('admins as a', 'a.id', 'i.admin_id')
    .select(JOINED_ADMIN_COLUMNS)
    .where('i.issuer', '=', identity.issuer)
    .where('i.subject', '=', identity.subject)
    .executeTakeFirst();
  if (linked) return { admin: linked, linked: true };
  if (!email) return null;
  const byEmail = await db
    .selectFrom('admins as a')
    .select(JOINED_ADMIN_COLUMNS)
    .where('a.email', '=', email)
    .executeTakeFirst();
  return byEmail ? { admin: byEmail, linked: false } : null;
}

export interface SsoSignIn {
  issuer: string;
  subject: string;
  email: string;
  role: Role;
  groups: string[];
  firstName: string;
  lastName: string;
}

/**
 * After the provider allowed a user: their admin account, created on the first sign-in (with a random password
 * nobody knows) or linked to the provider account, its role set from the groups, its identity's groups kept.
 * Returns the admin and the role it had before (null when created).
 */
export async function upsertSsoAdmin(
  tx: Transaction<Database>,
  signIn: SsoSignIn,
  now = new Date(),
): Promise<{ admin: AdminRow; previousRole: Role | null }> {
  const found = await findSsoAdmin(tx, signIn, signIn.email);
  let admin: AdminRow;
  let previousRole: Role | null = null;
  if (found) {
    previousRole = found.admin.role;
    admin = found.admin;
    if (found.admin.role !== signIn.role) {
      await tx
        .updateTable('admins')
        .set({ role: signIn.role, updated_at: now })
        .where('id', '=', found.admin.id)
        .execute();
      admin = { ...found.admin, role: signIn.role, updated_at: now };
    }
  } else {
    const { password_hash: _hash, ...row } = await tx
      .insertInto('admins')
      .values({
        f_name: signIn.firstName,
        l_name: signIn.lastName,
        email: signIn.email,
        password_hash: await hashPassword(randomBytes(32).toString('base64url')),
        role: signIn.role,
        pfp: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    admin = row;
  }
  const groups = JSON.stringify(signIn.groups);
  await tx
    .insertInto('sso_identities')
    .values({
      admin_id: admin.id,
      issuer: signIn.issuer,
      subject: signIn.subject,
      groups,
      created_at: now,
      last_sign_in: now,
    })
    .onConflict((conflict) =>
      conflict
        .column('admin_id')
        .doUpdateSet({ issuer: signIn.issuer, subject: signIn.subject, groups, last_sign_in: now }),
    )
    .execute();
  return { admin, previousRole };
}

/** The refusal of a password or passkey sign-in when OIDC_DISABLE_PASSWORD_SIGNIN is on and the account is linked. */
export const ssoOnlySignIn = (provider: string) =>
  `This account signs in with ${provider}: use “Sign in with ${provider}”.`;

/** Whether the admin's account is linked to the identity provider (it has signed in with it). */
export async function isSsoAdmin(db: Db, adminId: string): Promise<boolean> {
  return Boolean(
    await db.selectFrom('sso_identities').select('admin_id').where('admin_id', '=', adminId).executeTakeFirst(),
  );
}
