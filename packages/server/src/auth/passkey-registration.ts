import type { PasskeyRegistrationBody } from '@backoffice/contracts';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  RegistrationResponseJSON,
  VerifiedRegistrationResponse,
} from '@simplewebauthn/server';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from '../http/app-error';
import type { AdminRow } from './admins';
import { challengeOf, PASSKEY_NOT_VERIFIED } from './client-data';
import { MAX_PASSKEYS_PER_ADMIN, passkeyByCredentialId, passkeysOf, type PasskeyRow } from './passkeys';
import type { RelyingParty } from './relying-party';
import { CHALLENGE_LIFETIME_MS, consumeChallenge, keepChallenge } from './webauthn-challenges';

type Db = Kysely<Database>;

export const CHALLENGE_GONE = 'This passkey request has expired or was already used. Please try again.';
export const TOO_MANY_PASSKEYS = `You have ${MAX_PASSKEYS_PER_ADMIN} passkeys already. Remove one before adding another.`;
export const PASSKEY_ALREADY_ADDED = 'This passkey is already registered';

/**
 * The WebAuthn user handle of an admin: their id's text. The authenticator returns it on a usernameless sign-in,
 * and it says nothing about the person (no e-mail or name).
 */
export function userHandleOf(adminId: string): string {
  return Buffer.from(adminId, 'utf8').toString('base64url');
}

/**
 * Options for `navigator.credentials.create()`: a discoverable credential (so it can sign in without an e-mail),
 * user verification preferred (a security key without a PIN can still be a second factor), the admin's current
 * passkeys excluded. The challenge is kept for this admin, one use, five minutes.
 */
export async function passkeyRegistrationOptions(
  db: Db,
  admin: AdminRow,
  relyingParty: RelyingParty,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await passkeysOf(db, admin.id);
  if (existing.length >= MAX_PASSKEYS_PER_ADMIN) throw new AppError(400, TOO_MANY_PASSKEYS);
  const { generateRegistrationOptions } = await import('./webauthn-library');
  const options = await generateRegistrationOptions({
    rpName: relyingParty.name,
    rpID: relyingParty.id,
    userName: admin.email,
    userID: new TextEncoder().encode(admin.id),
    userDisplayName: `${admin.f_name} ${admin.l_name}`.trim() || admin.email,
    timeout: CHALLENGE_LIFETIME_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.credential_id, transports: transportsOf(passkey) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  await keepChallenge(db, options.challenge, 'registration', admin.id);
  return options;
}

/**
 * Checks the browser's answer to those options (the challenge is used up whatever the outcome) and stores the
 * new passkey under the name given. Any failure is a 400 with a sentence, never the library's wording.
 */
export async function registerPasskey(
  db: Db,
  admin: AdminRow,
  relyingParty: RelyingParty,
  body: PasskeyRegistrationBody,
): Promise<PasskeyRow> {
  const challenge = challengeOf(body.response.response.clientDataJSON);
  if (!(await consumeChallenge(db, challenge, 'registration', admin.id))) throw new AppError(400, CHALLENGE_GONE);
  const { verifyRegistrationResponse } = await import('./webauthn-library');
  let verification: VerifiedRegistrationResponse;
  try {
    verification = await verifyRegistrationResponse({
      response: body.response as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: relyingParty.origin,
      expectedRPID: relyingParty.id,
      requireUserVerification: false,
    });
  } catch {
    throw new AppError(400, PASSKEY_NOT_VERIFIED);
  }
  if (!verification.verified) throw new AppError(400, PASSKEY_NOT_VERIFIED);
  const { credential, credentialBackedUp } = verification.registrationInfo;
  if (await passkeyByCredentialId(db, credential.id)) throw new AppError(409, PASSKEY_ALREADY_ADDED);
  if ((await passkeysOf(db, admin.id)).length >= MAX_PASSKEYS_PER_ADMIN) throw new AppError(400, TOO_MANY_PASSKEYS);
  const now = new Date();
  return db
    .insertInto('passkeys')
    .values({
      admin_id: admin.id,
      credential_id: credential.id,
      public_key: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: (credential.transports ?? body.response.response.transports ?? []).join(','),
      backed_up: credentialBackedUp,
      name: body.name.trim(),
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function transportsOf(passkey: PasskeyRow): string[] {
  return passkey.transports ? passkey.transports.split(',') : [];
}
