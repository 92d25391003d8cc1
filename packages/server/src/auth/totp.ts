import { generateSecret, generateURI, verify } from 'otplib';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { SecretBox } from './secret-box';

type Db = Kysely<Database> | Transaction<Database>;

/** A code of the step before or after the current one is accepted too (phones' clocks drift; typing takes time). */
const TOLERANCE_SECONDS = 30;

/** The digits of what was typed ("123 456" as apps show it), or null when it cannot be a 6-digit code. */
export function totpDigits(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

export interface TotpEnrolment {
  secret: string;
  otpauthUrl: string;
  qrDataUrl: string;
}

/**
 * Starts (or starts again) setting up an authenticator: a new secret, kept unconfirmed until a first code
 * proves the app has it. Returns null when the admin already has a confirmed one (they turn it off first).
 */
export async function beginTotpEnrolment(
  db: Db,
  admin: { id: string; email: string },
  issuer: string,
  box: SecretBox,
): Promise<TotpEnrolment | null> {
  const existing = await db
    .selectFrom('admin_totp')
    .select('confirmed_at')
    .where('admin_id', '=', admin.id)
    .executeTakeFirst();
  if (existing?.confirmed_at) return null;
  const secret = generateSecret();
  await db.deleteFrom('admin_totp').where('admin_id', '=', admin.id).execute();
  await db
    .insertInto('admin_totp')
    .values({ admin_id: admin.id, secret: box.seal(secret), confirmed_at: null, last_time_step: null })
    .execute();
  const otpauthUrl = generateURI({ issuer, label: admin.email, secret });
  // Loaded on the first enrolment only: nothing else needs it, and every start would pay for it.
  const { default: QRCode } = await import('qrcode');
  const qrDataUrl = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 2, width: 220 });
  return { secret, otpauthUrl, qrDataUrl };
}

/**
 * Checks a code against the admin's secret (confirmed, or the one being set up when `enrolling`) and, when it
 * matches, records its time step in the same statement that checks no later code was taken meanwhile: a code
 * is accepted once, even when two requests (or two server processes) race with it.
 */
export async function acceptTotpCode(
  db: Db,
  box: SecretBox,
  adminId: string,
  typed: string,
  options: { enrolling?: boolean; now?: Date } = {},
): Promise<boolean> {
  const token = totpDigits(typed);
  if (!token) return false;
  let query = db.selectFrom('admin_totp').select(['secret', 'last_time_step']).where('admin_id', '=', adminId);
  query = options.enrolling ? query.where('confirmed_at', 'is', null) : query.where('confirmed_at', 'is not', null);
  const row = await query.executeTakeFirst();
  if (!row) return false;
  const lastStep = row.last_time_step === null ? undefined : Number(row.last_time_step);
  const epoch = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const result = await verify({
    secret: box.open(row.secret),
    token,
    epoch,
    epochTolerance: TOLERANCE_SECONDS,
    ...(lastStep !== undefined ? { afterTimeStep: lastStep } : {}),
  });
  // otplib's answer covers HOTP too; a TOTP match carries its time step.
  if (!result.valid || !('timeStep' in result)) return false;
  const taken = await db
    .updateTable('admin_totp')
    .set({ last_time_step: result.timeStep, ...(options.enrolling ? { confirmed_at: options.now ?? new Date() } : {}) })
    .where('admin_id', '=', adminId)
    .where((eb) => eb.or([eb('last_time_step', 'is', null), eb('last_time_step', '<', result.timeStep)]))
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

export async function hasTotp(db: Db, adminId: string): Promise<boolean> {
  const row = await db
    .selectFrom('admin_totp')
    .select('admin_id')
    .where('admin_id', '=', adminId)
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst();
  return Boolean(row);
}

/** Removes the admin's authenticator (confirmed or half set up); returns whether there was a confirmed one. */
export async function removeTotp(db: Db, adminId: string): Promise<boolean> {
  const removed = await db
    .deleteFrom('admin_totp')
    .where('admin_id', '=', adminId)
    .returning('confirmed_at')
    .executeTakeFirst();
  return Boolean(removed?.confirmed_at);
}
