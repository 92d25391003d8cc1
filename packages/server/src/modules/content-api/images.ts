import type { DeliveredImage } from '@backoffice/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { focalPointOf } from '../media/focal-point';
import type { MediaUrl } from './media';

/** What the library says of the images an answer names, by their stored address, and when it last changed. */
export interface ImageBook {
  /** The delivered image of a stored address (absolute addresses, alt text, variants), or null when none. */
  of(url: string | null | undefined): DeliveredImage | null;
  /** The library rows' edit times, for the answer's Last-Modified (a new alt text is a new answer). */
  times: Date[];
}

/** Looks up these stored addresses in the media library (one query) for `{ src, width, height, alt, variants }`. */
export async function imageBook(
  db: Kysely<Database>,
  urls: Array<string | null | undefined>,
  media: MediaUrl,
): Promise<ImageBook> {
  const wanted = [
    ...new Set(urls.filter((url): url is string => typeof url === 'string' && url.startsWith('/uploads/'))),
  ];
  const rows =
    wanted.length === 0
      ? []
      : await db
          .selectFrom('media')
          .select(['url', 'width', 'height', 'alt', 'decorative', 'focal_x', 'focal_y', 'variants', 'updated_at'])
          .where('url', 'in', wanted)
          .execute();
  const byUrl = new Map(rows.map((row) => [row.url, row]));
  return {
    of(url) {
      if (!url) return null;
      const row = byUrl.get(url);
      if (!row)
        return url.startsWith('/uploads/')
          ? { src: media(url), width: null, height: null, alt: '', decorative: false, focalPoint: null, variants: [] }
          : null;
      return {
        src: media(url),
        width: row.width,
        height: row.height,
        alt: row.decorative ? '' : row.alt,
        decorative: row.decorative,
        focalPoint: focalPointOf(row),
        variants: row.variants.map((variant) => ({
          src: media(variant.src),
          width: variant.width,
          type: variant.type,
        })),
      };
    },
    times: rows.map((row) => row.updated_at),
  };
}
