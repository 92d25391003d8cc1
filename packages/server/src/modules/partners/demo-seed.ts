import { counter } from '../../db/count';
import type { DemoSeed } from '../module';

const DEMO_PARTNERS = [
  { name: 'Atlas Couriers', website: 'https://atlas-couriers.example.com' },
  { name: 'Sahel Warehousing', website: 'https://sahel-warehousing.example.com' },
];

export const countPartners = counter('partners');

/** Two demo partners; does nothing when partners exist. */
export const partnersDemo: DemoSeed = {
  hasContent: async (db) => (await countPartners(db)) > 0,
  async seed({ db }) {
    if ((await countPartners(db)) > 0) return 0;
    await db.insertInto('partners').values(DEMO_PARTNERS.map((partner, index) => ({ ...partner, row: index + 1 }))).execute();
    return DEMO_PARTNERS.length;
  },
};
