import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { hashToken } from './sessions';

type Db = Kysely<Database> | Transaction<Database>;

/** A device stays known for a year after its last sign-in. */
export const KNOWN_DEVICE_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

export const DEVICE_COOKIE = 'bo_device';
/** Over HTTPS, like the session cookie: `__Host-` so a sibling subdomain cannot plant one. */
export const SECURE_DEVICE_COOKIE = '__Host-bo_device';

const cookieName = (secure: boolean) => (secure ? SECURE_DEVICE_COOKIE : DEVICE_COOKIE);

/** The device token the request carries, if any (it only ever goes to the sign-in call's path... and '/' for __Host-). */
export function deviceToken(request: FastifyRequest, secure: boolean): string | null {
  const token = request.cookies[cookieName(secure)];
  return token && token.length <= 200 ? token : null;
}

/** Whether the request comes from a browser that has signed in as the admin with this (normalised) e-mail. */
export async function isKnownDevice(db: Db, token: string | null, email: string, now = new Date()): Promise<boolean> {
  if (!token || !email) return false;
  const row = await db
    .selectFrom('known_devices as d')
    .innerJoin('admins as a', 'a.id', 'd.admin_id')
    .select('d.id')
    .where('d.id', '=', hashToken(token))
    .where(({ fn }) => fn('lower', ['a.email']), '=', email)
    .where('d.last_used', '>', new Date(now.getTime() - KNOWN_DEVICE_LIFETIME_MS))
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * After a successful sign-in: the browser's device row is refreshed when it is already this admin's, else a new
 * one is made and its cookie set. The admin's rows past their lifetime are cleared on the way.
 */
export async function rememberDevice(
  db: Db,
  reply: FastifyReply,
  options: { adminId: string; token: string | null; secure: boolean; now?: Date },
): Promise<void> {
  const now = options.now ?? new Date();
  await db
    .deleteFrom('known_devices')
    .where('admin_id', '=', options.adminId)
    .where('last_used', '<=', new Date(now.getTime() - KNOWN_DEVICE_LIFETIME_MS))
    .execute();
  if (options.token) {
    const refreshed = await db
      .updateTable('known_devices')
      .set({ last_used: now })
      .where('id', '=', hashToken(options.token))
      .where('admin_id', '=', options.adminId)
      .executeTakeFirst();
    if (Number(refreshed.numUpdatedRows) > 0) return;
  }
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('known_devices')
    .values({ id: hashToken(token), admin_id: options.adminId, created_at: now, last_used: now })
    .execute();
  reply.setCookie(cookieName(options.secure), token, {
    httpOnly: true,
    sameSite: 'strict',
    // __Host- cookies must have Path=/; over plain HTTP the cookie only goes to the sign-in call.
    path: options.secure ? '/' : '/api/admin/signin',
    secure: options.secure,
    maxAge: Math.floor(KNOWN_DEVICE_LIFETIME_MS / 1000),
  });
}
