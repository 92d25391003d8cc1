import { MEDIA_VARIANT_TYPES, MEDIA_VARIANT_WIDTHS, type MediaVariant } from '@backoffice/contracts';
import type { Kysely } from 'kysely';
import { loadSharp } from '../../storage/load-sharp';
import { jsonb } from '../../db/record';
import type { Database } from '../../db/schema';
import type { Storage } from '../../storage/storage';
import { safeNameOf } from '../../storage/storage-keys';

/** The queue of the job making a new image's variants (its id is sent by the library, src/app.ts). */
export const MEDIA_VARIANTS_QUEUE = 'media-variants';
/** Where variants are stored, beside the originals (local disk or the bucket). */
export const VARIANTS_FOLDER = 'media-variants';
/** Formats sharp reads and variants are made of; SVGs are served as the sanitiser left them. */
const RASTER = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

const EXTENSIONS: Record<(typeof MEDIA_VARIANT_TYPES)[number], 'webp' | 'avif'> = {
  'image/webp': 'webp',
  'image/avif': 'avif',
};

/** The widths worth making of an image this wide: those narrower than the original. */
export function variantWidths(width: number | null): number[] {
  return width ? MEDIA_VARIANT_WIDTHS.filter((candidate) => candidate < width) : [];
}

/**
 * Makes the WebP and AVIF copies of one library image at each width narrower than it (sharp), stores them in
 * `media-variants` and records them on its row. Done once: a row that has its variants is left alone. Answers
 * the variants made.
 */
export async function makeVariants(db: Kysely<Database>, storage: Storage, id: string): Promise<MediaVariant[]> {
  const row = await db
    .selectFrom('media')
    .select(['storage_key', 'mime', 'width', 'name', 'variants'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || !RASTER.has(row.mime) || row.variants.length > 0) return [];
  const widths = variantWidths(row.width);
  if (widths.length === 0) return [];
  const original = await storage.read(row.storage_key);
  if (!original) return [];
  const made: MediaVariant[] = [];
  const name = safeNameOf(row.name) || 'image';
  try {
    const sharp = await loadSharp();
    for (const width of widths) {
      for (const type of MEDIA_VARIANT_TYPES) {
        const ext = EXTENSIONS[type];
        const pipeline = sharp(original, { animated: false }).rotate().resize({ width, withoutEnlargement: true });
        const { data, info } = await (
          ext === 'webp' ? pipeline.webp({ quality: 78 }) : pipeline.avif({ quality: 55, effort: 2 })
        ).toBuffer({ resolveWithObject: true });
        const stored = await storage.save({ data, folder: VARIANTS_FOLDER, ext, name: `${name}-${width}w` });
        made.push({ src: stored.url!, width: info.width, height: info.height, type });
      }
    }
    const updated = await db
      .updateTable('media')
      .set({ variants: jsonb(made) })
      .where('id', '=', id)
      .where('variants', '=', jsonb([]))
      .executeTakeFirst();
    // The row went (or another run filled it) meanwhile: these copies belong to nobody.
    if (Number(updated.numUpdatedRows) === 0) throw new Error('gone');
    return made;
  } catch (error) {
    for (const variant of made) await storage.remove(variant.src);
    if (error instanceof Error && error.message === 'gone') return [];
    throw error;
  }
}
