import { counter } from '../../db/count';
import type { DemoSeed } from '../module';

const DEMO_LEGAL_PAGES: Array<[string, string]> = [
  [
    'Terms of Service',
    '<h2>Terms of Service</h2><p>These terms govern the use of our cash-on-delivery, fulfilment and affiliate services.</p><ol><li>Orders are confirmed by phone before dispatch.</li><li>COD funds are remitted weekly.</li></ol>',
  ],
  [
    'Privacy Policy',
    '<h2>Privacy Policy</h2><p>We collect the data needed to deliver your orders and never sell it.</p><p>Contact <a href="mailto:privacy@example.com">privacy@example.com</a> to see or delete your data.</p>',
  ],
  [
    'Cookie Policy',
    '<h2>Cookie Policy</h2><p>We use essential cookies to keep you signed in and, with your consent, analytics cookies to improve the site.</p>',
  ],
];

export const countLegalPages = counter('legal_pages');

/** Whether any page has been written (the first start's pages are empty). */
const hasWrittenPages = async (db: Parameters<DemoSeed['hasContent']>[0]) =>
  Boolean(await db.selectFrom('legal_pages').select('id').where('content', '<>', '').limit(1).executeTakeFirst());

/** Demo text for the usual legal pages: fills the first start's empty pages and adds missing ones; never overwrites. */
export const legalPagesDemo: DemoSeed = {
  hasContent: hasWrittenPages,
  async seed({ db }) {
    let added = 0;
    for (const [title, content] of DEMO_LEGAL_PAGES) {
      const same = await db
        .selectFrom('legal_pages')
        .select(['id', 'content'])
        .where((eb) => eb(eb.fn('lower', ['title']), '=', title.toLowerCase()))
        .executeTakeFirst();
      if (same && same.content !== '') continue;
      if (same) await db.updateTable('legal_pages').set({ content }).where('id', '=', same.id).execute();
      else await db.insertInto('legal_pages').values({ title, content }).execute();
      added += 1;
    }
    return added;
  },
};
