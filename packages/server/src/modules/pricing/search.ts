import { rowsContaining } from '../../db/text-search';
import type { SearchSource } from '../module';

/** Pricing plans in the command palette, by name or description, opening their editor. */
export const pricingSearch: SearchSource[] = [
  {
    key: 'pricing',
    label: 'Pricing plans',
    find: async (db, q, limit) =>
      (await rowsContaining(db, 'pricing_plans', ['plan_name', 'description'], q, limit, undefined, 'pricing')).map(
        (row) => ({
          title: String(row.plan_name),
          description: 'Pricing plan',
          path: `/pricing/edit-pricing?id=${encodeURIComponent(String(row.id))}`,
        }),
      ),
  },
];
