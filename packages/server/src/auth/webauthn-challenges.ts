import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { WebauthnChallengesTable } from './auth-tables';

type Db = Kysely<Database> | Transaction<Database>;
export type ChallengePurpose = WebauthnChallengesTable['purpose'];

/** How long an admin has to answer the browser's passkey prompt (the options' `timeout` says the same). */
export const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;

/**
 * Keeps a challenge handed to a browser, for this purpose and admin (null: a usernameless sign-in). Expired ones
 * are cleared on the way, so the table stays small without a timer.
 */
export async function keepChallenge(
  db: Db,
  challenge: string,
  purpose: ChallengePurpose,
  adminId: string | null,
  now = new Date(),
): Promise<void> {
  await db.deleteFrom('webauthn_challenges').where('expires_at', '<=', now).execute();
  await db
    .insertInto('webauthn_challenges')
    .values({
      challenge,
      purpose,
      admin_id: adminId,
      created_at: now,
      expires_at: new Date(now.getTime() + CHALLENGE_LIFETIME_MS),
    })
    .execute();
}

/**
 * Uses up a challenge: true only when it was handed out for this purpose (and admin, when one is given), has not
 * expired and was not used before. The delete is the check, so two processes can never both accept one answer.
 */
export async function consumeChallenge(
  db: Db,
  challenge: string,
  purpose: ChallengePurpose,
  adminId: string | null,
  now = new Date(),
): Promise<boolean> {
  if (!challenge || challenge.length > 200) return false;
  let query = db
    .deleteFrom('webauthn_challenges')
    .where('challenge', '=', challenge)
    .where('purpose', '=', purpose)
    .where('expires_at', '>', now);
  query = adminId === null ? query.where('admin_id', 'is', null) : query.where('admin_id', '=', adminId);
  const deleted = await query.executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}
