import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { AppError } from '../http/app-error';

/** A preview link works this long: enough to look, too short to pass around. */
export const PREVIEW_TOKEN_SECONDS = 30 * 60;

export const PREVIEW_EXPIRED = 'This preview link has expired: open the preview again from the admin';
export const PREVIEW_INVALID = 'This preview token is not valid';

const signature = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

/** `<kind>.<expiry in unix seconds>.<HMAC-SHA256 of both>`: lets its holder see the drafts of one content kind until it expires. */
export function signPreviewToken(secret: string, kind: string, expiresAt: Date): string {
  const payload = `${kind}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${payload}.${signature(secret, payload)}`;
}

/** Checks a token for a kind: 401 with a message when it was tampered with, is for another kind or has expired. */
export function verifyPreviewToken(secret: string, kind: string, token: string, now = Date.now()): void {
  const parts = token.split('.');
  if (parts.length !== 3) throw new AppError(401, PREVIEW_INVALID);
  const [tokenKind, expiry, sent] = parts;
  const expected = Buffer.from(signature(secret, `${tokenKind}.${expiry}`));
  const given = Buffer.from(sent);
  if (
    given.length !== expected.length ||
    !timingSafeEqual(given, expected) ||
    tokenKind !== kind ||
    !/^\d{1,12}$/.test(expiry)
  )
    throw new AppError(401, PREVIEW_INVALID);
  if (Number(expiry) * 1000 <= now) throw new AppError(401, PREVIEW_EXPIRED);
}

const secrets = new WeakMap<object, Promise<string>>();

/**
 * The key previews are signed with: one random secret kept in the database (migration 950-preview-keys), so
 * every server process signs and checks alike without configuration. Read once per database handle.
 */
export function previewSecret(db: Kysely<any>): Promise<string> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = db
      .selectFrom('preview_keys')
      .select('secret')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow()
      .then((row: { secret: string }) => row.secret);
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}
