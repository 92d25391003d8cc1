import type { AuthenticationResponse } from '@backoffice/contracts';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialRequestOptionsJSON,
  VerifiedAuthenticationResponse,
} from '@simplewebauthn/server';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from '../http/app-error';
import { challengeOf, PASSKEY_NOT_VERIFIED } from './client-data';
import { CHALLENGE_GONE, transportsOf, userHandleOf } from './passkey-registration';
import { passkeyByCredentialId, passkeysOf, type PasskeyRow } from './passkeys';
import type { RelyingParty } from './relying-party';
import { CHALLENGE_LIFETIME_MS, consumeChallenge, keepChallenge } from './webauthn-challenges';

type Db = Kysely<Database>;

export const PASSKEY_UNKNOWN = 'This passkey is not registered here (it may have been removed). Sign in another way.';
export const PASSKEY_NOT_YOURS = 'This passkey belongs to another account';
export const PASSKEY_COUNTER_WENT_BACK =
  "This passkey's signature counter went backwards, which is what a copied authenticator does. Sign in another way and remove it from your profile.";

/**
 * What a passkey assertion is for: `signin` is the usernameless sign-in itself (user verification required: the
 * passkey is both factors); `second-factor` the step after a password, for one admin's own passkeys (presence
 * is enough: the password was the first factor).
 */
export type AssertionPurpose = 'signin' | 'second-factor';

/**
 * Options for `navigator.credentials.get()`, the challenge kept for that purpose (and admin) for five minutes.
 * A sign-in lists no credentials (the browser offers every passkey it has for this site); a second step lists
 * the admin's own.
 */
export async function passkeyAssertionOptions(
  db: Db,
  relyingParty: RelyingParty,
  request: { purpose: 'signin' } | { purpose: 'second-factor'; adminId: string },
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const adminId = request.purpose === 'second-factor' ? request.adminId : null;
  const allowCredentials = adminId
    ? (await passkeysOf(db, adminId)).map((passkey) => ({
        id: passkey.credential_id,
        transports: transportsOf(passkey),
      }))
    : undefined;
  const { generateAuthenticationOptions } = await import('./webauthn-library');
  const options = await generateAuthenticationOptions({
    rpID: relyingParty.id,
    allowCredentials,
    timeout: CHALLENGE_LIFETIME_MS,
    userVerification: request.purpose === 'signin' ? 'required' : 'discouraged',
  });
  await keepChallenge(db, options.challenge, request.purpose, adminId);
  return options;
}

export interface PasskeyAssertionCheck {
  /** The browser's answer (startAuthentication()'s result, as the contract's body carries it). */
  response: AuthenticationResponse;
  purpose: AssertionPurpose;
  /** The admin who must own the passkey: required for a second step, absent for a sign-in (the passkey says who). */
  adminId?: string;
  relyingParty: RelyingParty;
  /**
   * Runs once the passkey is known and before its signature is checked, with its owner: the sign-in counts the
   * attempt against that account's limit here (it may throw a 429).
   */
  beforeVerify?: (passkey: PasskeyRow) => Promise<void>;
}

export interface VerifiedPasskey {
  adminId: string;
  passkey: PasskeyRow;
}

/**
 * Verifies a passkey assertion and records its use. In order: the challenge it signed must have been handed out
 * for this purpose (and admin) and is used up now, whatever follows (401 when unknown, used or expired); the
 * passkey must exist (removed ones are refused) and belong to `adminId` when given, and to the user handle the
 * authenticator returned; then the signature, origin, RP id, user presence (and verification for a sign-in) are
 * checked by @simplewebauthn/server, and the signature counter must move forward (a counter that goes back means
 * a copied authenticator: refused). On success the new counter and the time are stored.
 * Every refusal is an AppError 401 with a sentence. The second sign-in step (h39-2fa) calls this with
 * `purpose: 'second-factor'` and the pending admin's id, after `passkeyAssertionOptions` with the same.
 */
export async function verifyPasskeyAssertion(db: Db, check: PasskeyAssertionCheck): Promise<VerifiedPasskey> {
  const { response, purpose, relyingParty } = check;
  const adminId = purpose === 'second-factor' ? (check.adminId ?? null) : null;
  if (purpose === 'second-factor' && !adminId) throw new Error('verifyPasskeyAssertion: a second step needs the admin');
  const challenge = challengeOf(response.response.clientDataJSON);
  if (!(await consumeChallenge(db, challenge, purpose, adminId))) throw new AppError(401, CHALLENGE_GONE);

  const passkey = await passkeyByCredentialId(db, response.id);
  if (!passkey) throw new AppError(401, PASSKEY_UNKNOWN);
  if (check.adminId && passkey.admin_id !== check.adminId) throw new AppError(401, PASSKEY_NOT_YOURS);
  if (response.response.userHandle && response.response.userHandle !== userHandleOf(passkey.admin_id))
    throw new AppError(401, PASSKEY_NOT_YOURS);
  await check.beforeVerify?.(passkey);

  const { verifyAuthenticationResponse } = await import('./webauthn-library');
  let verification: VerifiedAuthenticationResponse;
  try {
    verification = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: relyingParty.origin,
      expectedRPID: relyingParty.id,
      credential: {
        id: passkey.credential_id,
        publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')),
        counter: Number(passkey.counter),
        transports: transportsOf(passkey),
      },
      requireUserVerification: purpose === 'signin',
    });
  } catch (error) {
    // The library's sentences are for developers; the counter one is the only one an admin can act on.
    throw new AppError(
      401,
      /counter/i.test(error instanceof Error ? error.message : '') ? PASSKEY_COUNTER_WENT_BACK : PASSKEY_NOT_VERIFIED,
    );
  }
  if (!verification.verified) throw new AppError(401, PASSKEY_NOT_VERIFIED);

  const { newCounter, credentialBackedUp } = verification.authenticationInfo;
  // The counter moves forward in the write itself, so two answers racing with one counter value (from two
  // processes) cannot both pass; an authenticator without a counter always sends 0.
  let update = db
    .updateTable('passkeys')
    .set({ counter: newCounter, backed_up: credentialBackedUp, last_used: new Date() })
    .where('id', '=', passkey.id);
  if (newCounter > 0) update = update.where('counter', '<', newCounter);
  const used = await update.returningAll().executeTakeFirst();
  if (!used)
    throw new AppError(
      401,
      (await passkeyByCredentialId(db, response.id)) ? PASSKEY_COUNTER_WENT_BACK : PASSKEY_UNKNOWN,
    );
  return { adminId: passkey.admin_id, passkey: used };
}
