import type { StartContext } from '../module';

/** The legal pages every site has. */
export const STANDARD_LEGAL_PAGES = ['Terms of Service', 'Privacy Policy', 'Cookie Policy'];

/**
 * First start: the standard legal pages with empty content, ready to be written. Only fills an empty table:
 * never overwrites, and a page deleted later does not come back. Several processes starting at once may all
 * find the table empty: the unique title (migration 412) and `on conflict do nothing` keep one set.
 */
export async function seedStandardLegalPages({ db }: StartContext): Promise<void> {
  const existing = await db.selectFrom('legal_pages').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  await db
    .insertInto('legal_pages')
    .values(STANDARD_LEGAL_PAGES.map((title) => ({ title, content: '' })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}
