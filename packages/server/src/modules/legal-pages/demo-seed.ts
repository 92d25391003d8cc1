import { counter } from '../../db/count';
import type { DemoSeed } from '../module';

const DEMO_LEGAL_PAGES: Array<[string, string]> = [
  ['Terms and Conditions', '<h2>Terms and Conditions</h2><p>These terms govern the use of our cash-on-delivery, fulfilment and affiliate services.</p><ol><li>Orders are confirmed by phone before dispatch.</li><li>COD funds are remitted weekly.</li></ol>'],
  ['Privacy Policy', '<h2>Privacy Policy</h2><p>We collect the data needed to deliver your orders and never sell it.</p><p>Contact <a href="mailto:privacy@example.com">privacy@example.com</a> to see or delete your data.</p>'],
  ['Cookie Policy', '<h2>Cookie Policy</h2><p>We use essential cookies to keep you signed in and, with your consent, analytics cookies to improve the site.</p>'],
];

export const countLegalPages = counter('legal_pages');

/** The usual legal pages; does nothing when any exist. The site edits them, it never creates or deletes them. */
export const legalPagesDemo: DemoSeed = {
  hasContent: async (db) => (await countLegalPages(db)) > 0,
  async seed({ db }) {
    if ((await countLegalPages(db)) > 0) return 0;
    await db.insertInto('legal_pages').values(DEMO_LEGAL_PAGES.map(([title, content]) => ({ title, content }))).execute();
    return DEMO_LEGAL_PAGES.length;
  },
};
