import type { StartContext } from '../module';
import { SITE_PAGES } from './site-pages';

/**
 * First start: an empty SEO entry for every public page, so each can be edited without the demo seed. Runs at
 * every start but only fills an empty table: never overwrites, and an entry deleted later does not come back.
 */
export async function seedSitePages({ db }: StartContext): Promise<void> {
  const existing = await db.selectFrom('seo_pages').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  await db
    .insertInto('seo_pages')
    .values(SITE_PAGES.map((title) => ({ title, meta_description: '' })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}
