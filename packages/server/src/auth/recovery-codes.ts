import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@backoffice/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { hashToken } from './sessions';

type Db = Kysely<Database> | Transaction<Database>;

/** Letters and digits nobody confuses when reading them off paper (no 0/o, 1/l/i, u/v). */
const ALPHABET = 'abcdefghjkmnpqrstwxyz23456789';
const GROUPS = 4;
const GROUP_LENGTH = 4;

/** `abcd-efgh-jkmn-pqrs`: 16 characters of 29 (77 bits), so a sha256 of it is enough to store. */
function newCode(): string {
  const groups = Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
  return groups.join('-');
}

/** What is compared: lower case, without spaces or dashes (people copy them in every way). */
function normalised(typed: string): string {
  return typed.toLowerCase().replace(/[\s-]/g, '');
}

/** Replaces the admin's recovery codes with a new set; returns the codes (shown once: only their hashes stay). */
export async function newRecoveryCodes(db: Db, adminId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await db.deleteFrom('admin_recovery_codes').where('admin_id', '=', adminId).execute();
  await db
    .insertInto('admin_recovery_codes')
    .values(codes.map((code) => ({ code_hash: hashToken(normalised(code)), admin_id: adminId, used_at: null })))
    .execute();
  return codes;
}

/** Uses up one of the admin's recovery codes: true once per code (the update that marks it used is the check). */
export async function redeemRecoveryCode(db: Db, adminId: string, typed: string, now = new Date()): Promise<boolean> {
  const code = normalised(typed);
  if (code.length !== GROUPS * GROUP_LENGTH) return false;
  const used = await db
    .updateTable('admin_recovery_codes')
    .set({ used_at: now })
    .where('code_hash', '=', hashToken(code))
    .where('admin_id', '=', adminId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}

export async function recoveryCodesLeft(db: Db, adminId: string): Promise<number> {
  const row = await db
    .selectFrom('admin_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('admin_id', '=', adminId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function removeRecoveryCodes(db: Db, adminId: string): Promise<number> {
  const result = await db.deleteFrom('admin_recovery_codes').where('admin_id', '=', adminId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
