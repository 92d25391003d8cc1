import { counter } from '../../db/count';
import { jsonb } from '../../db/record';
import type { DemoSeed } from '../module';

const PLANS: Array<[name: string, monthly: number, yearly: number, description: string, features: string[]]> = [
  [
    'Starter',
    49,
    490,
    'For new stores testing cash on delivery in one country.',
    ['Up to 300 orders a month', 'Order confirmation calls', 'Weekly COD remittance', 'Dashboard and tracking'],
  ],
  [
    'Growth',
    149,
    1490,
    'For stores scaling across several countries.',
    [
      'Up to 3,000 orders a month',
      'Fulfilment in 3 warehouses',
      'Dedicated account manager',
      'Returns handling',
      'Weekly COD remittance',
    ],
  ],
  [
    'Scale',
    399,
    3990,
    'For brands and affiliates shipping at volume.',
    [
      'Unlimited orders',
      'Fulfilment in every warehouse',
      'Sourcing and customs clearance',
      'Priority call centre',
      'API access',
      'Twice-weekly remittance',
    ],
  ],
];

export const countPlans = counter('pricing_plans');

/** The three demo plans; does nothing when plans exist. */
export const pricingDemo: DemoSeed = {
  hasContent: async (db) => (await countPlans(db)) > 0,
  async seed({ db }) {
    if ((await countPlans(db)) > 0) return 0;
    await db
      .insertInto('pricing_plans')
      .values(
        PLANS.map(([plan_name, monthly_price, yearly_price, description, features], position) => ({
          plan_name,
          monthly_price,
          yearly_price,
          description,
          features: jsonb(features),
          position,
        })),
      )
      .execute();
    return PLANS.length;
  },
};
