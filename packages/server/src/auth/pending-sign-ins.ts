import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { hashToken } from './sessions';

type Db = Kysely<Database> | Transaction<Database>;

/** Time to open the authenticator app (or set one up) after the password step. */
export const PENDING_SIGN_IN_MS = 10 * 60 * 1000;
/** Wrong codes one pending sign-in takes before the password is asked again. */
export const PENDING_SIGN_IN_ATTEMPTS = 5;

export type PendingStep = 'verify' | 'enrol';

export interface PendingSignIn {
  /** The stored id (sha256 of the ticket). */
  id: string;
  adminId: string;
  email: string;
  step: PendingStep;
}

/**
 * A sign-in past its password step: the ticket goes to the browser (only its hash is kept here), which
 * finishes with a second factor (`verify`) or by setting one up (`enrol`) before it expires. Expired rows of
 * the admin are cleared on the way.
 */
export async function createPendingSignIn(
  db: Db,
  adminId: string,
  step: PendingStep,
  now = new Date(),
): Promise<{ ticket: string; expiresAt: Date }> {
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + PENDING_SIGN_IN_MS);
  await db.deleteFrom('pending_sign_ins').where('admin_id', '=', adminId).where('expires_at', '<=', now).execute();
  await db
    .insertInto('pending_sign_ins')
    .values({
      id: hashToken(ticket),
      admin_id: adminId,
      step,
      failed_attempts: 0,
      created_at: now,
      expires_at: expiresAt,
    })
    .execute();
  return { ticket, expiresAt };
}

/** The pending sign-in of a ticket, if it has not expired nor used up its attempts. */
export async function findPendingSignIn(db: Db, ticket: string, now = new Date()): Promise<PendingSignIn | null> {
  if (!ticket || ticket.length > 200) return null;
  const row = await db
    .selectFrom('pending_sign_ins as p')
    .innerJoin('admins as a', 'a.id', 'p.admin_id')
    .select(['p.id', 'p.admin_id', 'p.step', 'a.email'])
    .where('p.id', '=', hashToken(ticket))
    .where('p.expires_at', '>', now)
    .where('p.failed_attempts', '<', PENDING_SIGN_IN_ATTEMPTS)
    .executeTakeFirst();
  return row ? { id: row.id, adminId: row.admin_id, email: row.email, step: row.step } : null;
}

/** Counts a wrong code; the last allowed one ends the pending sign-in. */
export async function failPendingSignIn(db: Db, id: string): Promise<void> {
  await db
    .updateTable('pending_sign_ins')
    .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
  await db
    .deleteFrom('pending_sign_ins')
    .where('id', '=', id)
    .where('failed_attempts', '>=', PENDING_SIGN_IN_ATTEMPTS)
    .execute();
}

/** Ends a pending sign-in (finished; a ticket works once). Returns whether it was still there. */
export async function endPendingSignIn(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('pending_sign_ins').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Ends every pending sign-in of the admin (their factors were reset, or they were deleted). */
export async function endAdminPendingSignIns(db: Db, adminId: string): Promise<void> {
  await db.deleteFrom('pending_sign_ins').where('admin_id', '=', adminId).execute();
}
