import type { Passkey } from '@backoffice/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from '../http/app-error';
import { assertSentVersion } from '../http/version-check';
import type { PasskeysTable } from './auth-tables';
import type { WriteOrigin } from '../db/record-writes';

/** The database or a transaction (a Transaction is a Kysely). */
type Db = Kysely<Database>;
export type PasskeyRow = Selectable<PasskeysTable>;

export const PASSKEY_MISSING = 'This passkey no longer exists';
/** More than anyone uses (a phone, a laptop, two security keys...); bounds what one account can store. */
export const MAX_PASSKEYS_PER_ADMIN = 20;

export function passkeyAnswer(row: PasskeyRow): Passkey {
  return {
    _id: row.id,
    name: row.name,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    lastUsed: row.last_used ? new Date(row.last_used).toISOString() : null,
    backedUp: row.backed_up,
  };
}

/** The admin's passkeys, oldest first. */
export async function passkeysOf(db: Db, adminId: string): Promise<PasskeyRow[]> {
  return db
    .selectFrom('passkeys')
    .selectAll()
    .where('admin_id', '=', adminId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function passkeyByCredentialId(db: Db, credentialId: string): Promise<PasskeyRow | undefined> {
  return db.selectFrom('passkeys').selectAll().where('credential_id', '=', credentialId).executeTakeFirst();
}

/** Renames one of the admin's own passkeys (another admin's is "no longer exists", as if it were not there). */
export async function renamePasskey(
  db: Db,
  /** The request renaming it (its If-Match / If-Unmodified-Since when no `basedOn`). */
  origin: WriteOrigin | null,
  adminId: string,
  id: string,
  name: string,
  basedOn?: string,
): Promise<PasskeyRow> {
  const current = await db
    .selectFrom('passkeys')
    .select(['updated_at'])
    .where('id', '=', id)
    .where('admin_id', '=', adminId)
    .executeTakeFirst();
  if (!current) throw new AppError(404, PASSKEY_MISSING);
  // The body's updatedAt, else the origin's If-Match / If-Unmodified-Since: a stale one answers 409.
  assertSentVersion(origin, current.updated_at, basedOn);
  const row = await db
    .updateTable('passkeys')
    .set({ name, updated_at: new Date() })
    .where('id', '=', id)
    .where('admin_id', '=', adminId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new AppError(404, PASSKEY_MISSING);
  return row;
}

/** Removes one of the admin's own passkeys; it can no longer sign in from that moment, in every process. */
export async function removePasskey(db: Db, adminId: string, id: string): Promise<PasskeyRow> {
  const row = await db
    .deleteFrom('passkeys')
    .where('id', '=', id)
    .where('admin_id', '=', adminId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new AppError(404, PASSKEY_MISSING);
  return row;
}

/**
 * Removes every passkey of an admin (a super admin's reset of their second factors); returns how many. Open
 * challenges of theirs go too, so nothing begun before the reset can finish after it.
 */
export async function removeAdminPasskeys(db: Db, adminId: string): Promise<number> {
  await db.deleteFrom('webauthn_challenges').where('admin_id', '=', adminId).execute();
  const result = await db.deleteFrom('passkeys').where('admin_id', '=', adminId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
