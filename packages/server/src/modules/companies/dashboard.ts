import type { DashboardFirstStep } from '../module';
import './tables';

export const companiesFirstSteps: DashboardFirstStep[] = [
  {
    key: 'first-company',
    title: 'Add the companies you work with',
    path: '/add-new-company',
    order: 30,
    done: async (db) => Boolean(await db.selectFrom('companies').select('id').limit(1).executeTakeFirst()),
  },
];
