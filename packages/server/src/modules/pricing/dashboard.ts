import type { DashboardFirstStep } from '../module';
import './tables';

export const pricingFirstSteps: DashboardFirstStep[] = [
  {
    key: 'first-plan',
    title: 'Set up your pricing plans',
    path: '/pricing',
    order: 40,
    done: async (db) => Boolean(await db.selectFrom('pricing_plans').select('id').limit(1).executeTakeFirst()),
  },
];
