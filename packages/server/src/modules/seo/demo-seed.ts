import { counter } from '../../db/count';
import { jsonb } from '../../db/record';
import type { DemoSeed } from '../module';

/** The public site's pages. */
const PAGES = [
  'Home', 'Pricing', 'About Us', 'Contact Sales', 'Blogs', 'Guides', 'Resource Center', 'Podcasts', 'Help Center', 'Countries Covered',
  'Cash on Delivery', 'Affiliation', 'Sourcing & Purchasing', 'Custom Clearance', 'COD Remittance', 'Warehousing & Fulfillment',
  'Shipping', 'Call Center', 'Career', 'FAQs',
];

export const countSeoPages = counter('seo_pages');

/** One SEO entry per public page; does nothing when entries exist. */
export const seoDemo: DemoSeed = {
  hasContent: async (db) => (await countSeoPages(db)) > 0,
  async seed({ db }) {
    if ((await countSeoPages(db)) > 0) return 0;
    await db
      .insertInto('seo_pages')
      .values(
        PAGES.map((title) => ({
          title,
          meta_tags: jsonb([title.toLowerCase(), 'cash on delivery', 'logistics']),
          meta_description: `${title}: cash on delivery, fulfilment and affiliate logistics across Africa and the Gulf.`,
          meta_keywords: jsonb(['cod', 'fulfilment', title.toLowerCase()]),
        })),
      )
      .execute();
    return PAGES.length;
  },
};
