import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Images (raster or SVG) with no text alternative that are not marked decorative: the site cannot describe them. */
export const missingAltCondition = () =>
  sql<boolean>`(media.mime like 'image/%' and trim(media.alt) = '' and not media.decorative)`;

/** How many images lack alt text (the dashboard's "needs attention"). */
export async function countMissingAlt(db: Kysely<Database>): Promise<number> {
  const found = await db
    .selectFrom('media')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where(missingAltCondition())
    .executeTakeFirstOrThrow();
  return Number(found.count);
}
