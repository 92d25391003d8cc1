import { sql, type Kysely } from 'kysely';
import type { Tx } from '../../db/record-writes';
import type { Database } from '../../db/schema';
import { normaliseEmail } from '../../auth/email-address';
import { forgetPersonInActivity } from '../activity/forget-person';
import { PERSONAL_COLLECTIONS, type PersonalCollection } from './collections';

type Row = Record<string, unknown> & { id: string };
const any = (db: Kysely<Database> | Tx) => db as unknown as Kysely<any>;

/**
 * The collection's rows for this e-mail, oldest first. Addresses are stored normalised (auth/email-address.ts,
 * and migration 980-normalised-emails for older rows), so every look-alike form meets the same stored one.
 */
export async function rowsFor(
  db: Kysely<Database> | Tx,
  collection: PersonalCollection,
  email: string,
): Promise<Row[]> {
  return (await any(db)
    .selectFrom(collection.table)
    .selectAll()
    .where(sql`lower(${sql.ref(collection.emailColumn)})`, '=', normaliseEmail(email))
    .orderBy('created_at')
    .execute()) as Row[];
}

/** Everything held about the e-mail, per collection. */
export async function everythingFor(db: Kysely<Database>, email: string) {
  const found: Array<{ collection: PersonalCollection; rows: Row[] }> = [];
  for (const collection of PERSONAL_COLLECTIONS) found.push({ collection, rows: await rowsFor(db, collection, email) });
  return found;
}

/** The stored files of these rows (private storage keys). */
export function filesOf(
  collection: PersonalCollection,
  rows: Row[],
): Array<{ row: Row; key: string; name: string; kind: string }> {
  const files = [];
  for (const row of rows) {
    for (const file of collection.files) {
      const key = row[file.key];
      if (typeof key === 'string' && key)
        files.push({
          row,
          key,
          name: String(row[file.name] || file.key.replace('_key', '')),
          kind: file.key.replace('_key', ''),
        });
    }
  }
  return files;
}

/** A row as the person's export and the screen show it: every column but storage keys, dates as ISO text. */
export function plainRow(collection: PersonalCollection, row: Row): Record<string, string> {
  const keys = new Set(collection.files.map((file) => file.key));
  const plain: Record<string, string> = {};
  for (const [column, value] of Object.entries(row)) {
    if (keys.has(column)) continue;
    plain[column] = value instanceof Date ? value.toISOString() : value == null ? '' : String(value);
  }
  return plain;
}

/**
 * Deletes the e-mail's rows from every collection in the transaction, and masks the person's address and typed
 * text in the activity log (with the entries of `alsoErased`, records erased elsewhere in the transaction); answers
 * what went, with the files to remove.
 */
export async function eraseEverywhere(
  tx: Tx,
  email: string,
  alsoErased: Array<{ table: string; ids: string[]; content?: boolean }> = [],
) {
  const normal = normaliseEmail(email);
  const erased = {} as Record<PersonalCollection['key'], number>;
  const files: string[] = [];
  const records: Array<{ table: string; ids: string[] }> = [];
  for (const collection of PERSONAL_COLLECTIONS) {
    const rows = (await any(tx)
      .deleteFrom(collection.table)
      .where(sql`lower(${sql.ref(collection.emailColumn)})`, '=', normal)
      .returningAll()
      .execute()) as Row[];
    erased[collection.key] = rows.length;
    files.push(...filesOf(collection, rows).map((file) => file.key));
    records.push({ table: collection.table, ids: rows.map((row) => row.id) });
  }
  await forgetPersonInActivity(tx, { email: normal, records: [...records, ...alsoErased] });
  return { erased, files };
}
