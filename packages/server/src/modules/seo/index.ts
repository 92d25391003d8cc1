import { defineModule } from '../module';
import { countSeoPages, seoDemo } from './demo-seed';
import { seoMigration } from './migrations/510-seo';
import { seoRoutes } from './routes';
import { seedSitePages } from './start-seed';

/** SEO metadata per public page (content spec §7). */
export const seoModule = defineModule({
  name: 'seo',
  migrations: { '510-seo': seoMigration },
  seed: seedSitePages,
  demoSeed: seoDemo,
  dashboard: [{ group: 'general', key: 'seo', title: 'SEO pages', count: countSeoPages }],
  routes: seoRoutes,
});
