import type { PersonalDataExtCollection } from '@backoffice/contracts';
import { sql, type Kysely } from 'kysely';
import { normaliseEmail } from '../../auth/email-address';
import type { Tx } from '../../db/record-writes';
import type { Database } from '../../db/schema';
import type { ContentType } from '../../plugins/plugin-manifests';
import '../ext-content/tables';
import '../revisions/tables';

/**
 * Personal data in plugins' declared content types: the records of a type with `"x-personal"` fields whose
 * e-mail field(s) hold the person's address (stored normalised, record-fields.ts). Found, exported and erased
 * with the built-in collections.
 */
export interface ExtPersonalHits {
  collection: PersonalDataExtCollection;
  type: ContentType;
  rows: Array<{ id: string; data: Record<string, unknown>; created_at: Date | string; updated_at: Date | string }>;
}

const collectionOf = (type: ContentType): PersonalDataExtCollection => `ext/${type.plugin}/${type.name}`;

/** The records of one type whose e-mail fields hold the address, oldest first. */
function whereOwnedBy(type: ContentType, email: string) {
  const fields = type.personal?.emailFields ?? [];
  return sql<boolean>`(${sql.join(
    fields.map((field) => sql`lower(data->>${field}) = ${email}`),
    sql` or `,
  )})`;
}

/** Every personal type's records about the address. */
export async function extRecordsFor(
  db: Kysely<Database>,
  types: ContentType[],
  email: string,
): Promise<ExtPersonalHits[]> {
  const normal = normaliseEmail(email);
  const found: ExtPersonalHits[] = [];
  for (const type of types) {
    const rows = await db
      .selectFrom('ext_records')
      .select(['id', 'data', 'created_at', 'updated_at'])
      .where('plugin', '=', type.plugin)
      .where('type', '=', type.name)
      .where(whereOwnedBy(type, normal))
      .orderBy('created_at')
      .execute();
    found.push({ collection: collectionOf(type), type, rows });
  }
  return found;
}

/** A record as the screen and the export show it: its fields as text, the file fields by their address. */
export function plainExtRecord(row: ExtPersonalHits['rows'][number]): Record<string, string> {
  const plain: Record<string, string> = { id: row.id };
  for (const [field, value] of Object.entries(row.data))
    plain[field] = value == null ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  plain.created_at = new Date(row.created_at).toISOString();
  return plain;
}

/** The stored files of the records' file fields. */
export function extFilesOf(hits: ExtPersonalHits): Array<{ rowId: string; key: string; field: string }> {
  return hits.rows.flatMap((row) =>
    [...hits.type.fileFields.keys()].flatMap((field) =>
      typeof row.data[field] === 'string' && row.data[field]
        ? [{ rowId: row.id, key: row.data[field] as string, field }]
        : [],
    ),
  );
}

/**
 * Deletes the person's records of every personal type in the erasure's transaction; their activity entries keep
 * what happened and when but lose the label and the changed values (which held the personal fields), and their
 * revisions go. Answers the counts per type and the files to remove once committed.
 */
export async function eraseExtRecords(tx: Tx, types: ContentType[], email: string) {
  const normal = normaliseEmail(email);
  const erased: Record<string, number> = {};
  const files: string[] = [];
  const ids: string[] = [];
  for (const type of types) {
    const rows = await tx
      .deleteFrom('ext_records')
      .where('plugin', '=', type.plugin)
      .where('type', '=', type.name)
      .where(whereOwnedBy(type, normal))
      .returning(['id', 'data', 'created_at', 'updated_at'])
      .execute();
    const hits: ExtPersonalHits = { collection: collectionOf(type), type, rows };
    erased[hits.collection] = rows.length;
    files.push(...extFilesOf(hits).map((file) => file.key));
    ids.push(...rows.map((row) => row.id));
  }
  // Their earlier versions held the same personal fields.
  if (ids.length > 0)
    await tx.deleteFrom('revisions').where('record_table', '=', 'ext_records').where('record_id', 'in', ids).execute();
  return { erased, files, records: { table: 'ext_records', ids, content: true } };
}
