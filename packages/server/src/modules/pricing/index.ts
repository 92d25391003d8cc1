import { publishingAttention } from '../../content-state/attention';
import { filesInWithDrafts } from '../../content-state/files';
import { defineModule } from '../module';
import { countPlans, pricingDemo } from './demo-seed';
import { pricingMigration } from './migrations/500-pricing';
import { pricingPublishingMigration } from './migrations/501-pricing-publishing';
import { pricingRoutes } from './routes';
import { pricingSearch } from './search';
import { pricingFirstSteps } from './dashboard';

/** Pricing plans. */
export const pricingModule = defineModule({
  name: 'pricing',
  migrations: { '500-pricing': pricingMigration, '501-pricing-publishing': pricingPublishingMigration },
  demoSeed: pricingDemo,
  search: pricingSearch,
  firstSteps: pricingFirstSteps,
  attention: publishingAttention(
    'pricing_plans',
    'pricing',
    { drafts: 'Pricing plan drafts', scheduled: 'Scheduled pricing plans' },
    '/pricing',
  ),
  dashboard: [{ group: 'general', key: 'pricing', title: 'Pricing plans', count: countPlans }],
  files: filesInWithDrafts(['uploads/pricing'], 'pricing_plans', 'media'),
  routes: pricingRoutes,
});
