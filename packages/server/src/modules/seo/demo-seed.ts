import { sql } from 'kysely';
import { counter } from '../../db/count';
import { jsonb } from '../../db/record';
import type { DemoSeed } from '../module';
import { SITE_PAGES } from './site-pages';

export const countSeoPages = counter('seo_pages');

/** Whether any entry has been written (the first start's entries are empty). */
const hasWrittenEntries = async (db: Parameters<DemoSeed['hasContent']>[0]) =>
  Boolean(
    await db.selectFrom('seo_pages').select('id').where('meta_description', '<>', '').limit(1).executeTakeFirst(),
  );

/** Demo metadata for every public page: fills the first start's empty entries and adds missing ones; never overwrites. */
export const seoDemo: DemoSeed = {
  hasContent: hasWrittenEntries,
  async seed({ db }) {
    let added = 0;
    for (const title of SITE_PAGES) {
      const values = {
        meta_tags: jsonb([title.toLowerCase(), 'cash on delivery', 'logistics']),
        meta_description: `${title}: cash on delivery, fulfilment and affiliate logistics across Africa and the Gulf.`,
        meta_keywords: jsonb(['cod', 'fulfilment', title.toLowerCase()]),
      };
      const filled = await db
        .updateTable('seo_pages')
        .set(values)
        .where((eb) => eb(eb.fn('lower', ['title']), '=', title.toLowerCase()))
        .where('meta_description', '=', '')
        .executeTakeFirst();
      if (Number(filled.numUpdatedRows) > 0) added += 1;
      else {
        const inserted = await db
          .insertInto('seo_pages')
          .values({ title, ...values })
          .onConflict((oc) => oc.expression(sql`lower(title)`).doNothing())
          .executeTakeFirst();
        added += Number(inserted.numInsertedOrUpdatedRows ?? 0);
      }
    }
    return added;
  },
};
