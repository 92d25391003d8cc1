import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { detectContent } from '../../storage/content-kinds';
import { dimensionsOf, sha256 } from '../../storage/media-library';
import type { Storage } from '../../storage/storage';
import { replaceEverywhere } from './usage';
import { VARIANTS_FOLDER } from './variants';

/** Where the library's own uploads (and replacements) are stored. */
export const LIBRARY_FOLDER = 'media';
/** A row younger than this may belong to a file being stored right now: never pruned. */
const PRUNE_MIN_AGE_MS = 60 * 60 * 1000;

/** Stored folders whose files stay outside the library: admins' profile pictures (personal data), the variants. */
const NOT_IN_LIBRARY = new Set(['uploads/profiles', `uploads/${VARIANTS_FOLDER}`]);
const IMAGE_MIMES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml']);

export interface BackfillResult {
  /** Rows added for files stored before the library (or by the demo seed). */
  imported: string[];
  /** Copies of a file the library already had: their records now point at the first copy, and the copy is gone. */
  merged: number;
  /** Rows whose file is no longer stored (the orphan sweep removed it), dropped with their variants. */
  pruned: number;
}

const folderOf = (key: string) => key.slice(0, key.lastIndexOf('/'));
/** `uploads/companies/<uuid>-Logo.svg` → `Logo.svg`; a name without the fresh id. */
const nameOf = (key: string) =>
  key.slice(key.lastIndexOf('/') + 1).replace(/^[0-9a-f-]{36}-?/, '') || key.slice(key.lastIndexOf('/') + 1);

/**
 * Brings every public image stored before the library into it (the `media-backfill` job, soon after a start and
 * then daily; cheap once done): one row per content, and a second copy of the same bytes merged into the first
 * (its records are pointed at the first copy in one transaction, then the copy is removed).
 */
export async function backfillLibrary(db: Kysely<Database>, storage: Storage): Promise<BackfillResult> {
  const known = new Set((await db.selectFrom('media').select('storage_key').execute()).map((row) => row.storage_key));
  const result: BackfillResult = { imported: [], merged: 0, pruned: 0 };
  const listed = new Set<string>();
  for await (const entry of storage.list()) {
    listed.add(entry.key);
    if (
      !entry.key.startsWith('uploads/') ||
      known.has(entry.key) ||
      NOT_IN_LIBRARY.has(folderOf(entry.key)) ||
      entry.key.endsWith('.tmp')
    )
      continue;
    const data = await storage.read(entry.key);
    if (!data) continue;
    const detected = await detectContent(data);
    if (!detected || !IMAGE_MIMES.has(detected.mime)) continue;
    const hash = sha256(data);
    const url = `/${entry.key}`;
    const first = await db.selectFrom('media').select('url').where('hash', '=', hash).executeTakeFirst();
    if (first) {
      await db.transaction().execute((tx) => replaceEverywhere(tx, url, first.url));
      await storage.remove(entry.key);
      result.merged += 1;
      continue;
    }
    const { width, height } = dimensionsOf(data);
    const inserted = await db
      .insertInto('media')
      .values({
        hash,
        storage_key: entry.key,
        url,
        name: nameOf(entry.key),
        mime: detected.mime,
        bytes: data.length,
        width,
        height,
        uploaded_by: null,
        created_at: entry.modifiedAt,
      })
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) result.imported.push(inserted.id);
  }
  const rows = await db
    .selectFrom('media')
    .select(['id', 'storage_key', 'variants'])
    .where('created_at', '<', sql<Date>`now() - make_interval(secs => ${PRUNE_MIN_AGE_MS / 1000})`)
    .execute();
  for (const row of rows.filter((candidate) => !listed.has(candidate.storage_key))) {
    await db.deleteFrom('media').where('id', '=', row.id).execute();
    for (const variant of row.variants) await storage.remove(variant.src);
    result.pruned += 1;
  }
  return result;
}
