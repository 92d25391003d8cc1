import { defineModule } from '../module';
import { countSeoPages, seoDemo } from './demo-seed';
import { seoMigration } from './migrations/510-seo';
import { seoPublishingMigration } from './migrations/511-seo-publishing';
import { seoRoutes } from './routes';
import { seoSearch } from './search';
import { seedSitePages } from './start-seed';

/** SEO metadata per public page. */
export const seoModule = defineModule({
  name: 'seo',
  migrations: { '510-seo': seoMigration, '511-seo-publishing': seoPublishingMigration },
  seed: seedSitePages,
  demoSeed: seoDemo,
  search: seoSearch,
  dashboard: [{ group: 'general', key: 'seo', title: 'SEO pages', count: countSeoPages }],
  routes: seoRoutes,
});
