import { filesIn } from '../../storage/orphan-sweep';
import { defineModule } from '../module';
import { countPlans, pricingDemo } from './demo-seed';
import { pricingMigration } from './migrations/500-pricing';
import { pricingRoutes } from './routes';

/** Pricing plans (content spec §7). */
export const pricingModule = defineModule({
  name: 'pricing',
  migrations: { '500-pricing': pricingMigration },
  demoSeed: pricingDemo,
  dashboard: [{ group: 'general', key: 'pricing', title: 'Pricing plans', count: countPlans }],
  files: filesIn(['uploads/pricing'], ['pricing_plans', 'media']),
  routes: pricingRoutes,
});
