import { counter } from '../../db/count';
import type { DemoSeed } from '../module';

const DEMO_REVIEWS = [
  {
    first_name: 'Amina',
    last_name: 'Benali',
    job_title: 'Founder, Atlas Beauty',
    title: 'COD doubled our conversion',
    description: 'Customers trust paying at the door. Our confirmed orders doubled in two months.',
  },
  {
    first_name: 'Kofi',
    last_name: 'Mensah',
    job_title: 'COO, Accra Gadgets',
    title: 'Weekly remittance, no surprises',
    description: 'The statements are clear and the money arrives every week.',
  },
  {
    first_name: 'Leila',
    last_name: 'Haddad',
    job_title: 'E-commerce manager, Souk Home',
    title: 'Fulfilment that scales',
    description: 'We moved our stock to their warehouse and stopped worrying about peaks.',
  },
  {
    first_name: 'Grace',
    last_name: 'Wanjiru',
    job_title: 'Owner, Nairobi Threads',
    title: 'The call centre cut returns',
    description: 'Every order is confirmed by phone; our refusal rate fell by a third.',
  },
  {
    first_name: 'Youssef',
    last_name: 'El Amrani',
    job_title: 'Affiliate marketer',
    title: 'Fair commissions',
    description: 'Transparent tracking and commissions paid on time.',
  },
];

/** How many reviews exist: the dashboard counter with key 'reviews'. */
export const countReviews = counter('reviews');

/** Demo customer reviews (no avatars: the list shows the default); does nothing when reviews already exist. */
export const reviewsDemo: DemoSeed = {
  hasContent: async (db) => (await countReviews(db)) > 0,
  async seed({ db }) {
    if ((await countReviews(db)) > 0) return 0;
    await db
      .insertInto('reviews')
      .values(DEMO_REVIEWS.map((review, index) => ({ ...review, avatar: null, row: index + 1 })))
      .execute();
    return DEMO_REVIEWS.length;
  },
};
