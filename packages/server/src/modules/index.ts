import { aboutCardsModule } from './about-cards/index';
import { activityModule } from './activity/index';
import { apiDocsModule } from './api-docs/index';
import { apiTokensModule } from './api-tokens/index';
import { articlesModule } from './articles/index';
import { authModule } from './auth/index';
import { backgroundJobsModule } from './background-jobs/index';
import { collectedDataModule } from './collected-data/index';
import { companiesModule } from './companies/index';
import { contentApiModule } from './content-api/index';
import { countriesModule } from './countries/index';
import { dashboardModule } from './dashboard/index';
import { extContentModule } from './ext-content/index';
import { faqsModule } from './faqs/index';
import { jobsModule } from './jobs/index';
import { legalPagesModule } from './legal-pages/index';
import { mediaModule } from './media/index';
import type { ServerModule } from './module';
import { pluginsModule } from './plugins/index';
import { podcastsModule } from './podcasts/index';
import { personalDataModule } from './personal-data/index';
import { pricingModule } from './pricing/index';
import { preferencesModule } from './preferences/index';
import { publishingModule } from './publishing/index';
import { reviewsModule } from './reviews/index';
import { revisionsModule } from './revisions/index';
import { sectionsModule } from './sections/index';
import { searchModule } from './search/index';
import { seoModule } from './seo/index';
import { translationsModule } from './translations/index';
import { undoModule } from './undo/index';
import { usersModule } from './users/index';
import { webhooksModule } from './webhooks/index';

/**
 * Every server module, in registration order: its routes, migrations, seeds and dashboard counters come
 * with it. Add a module with one import and one line here. Demo seeds run in this order too.
 */
export const registeredModules: readonly ServerModule[] = [
  authModule,
  usersModule,
  preferencesModule,
  apiTokensModule,
  companiesModule,
  reviewsModule,
  faqsModule,
  countriesModule,
  podcastsModule,
  articlesModule,
  legalPagesModule,
  sectionsModule,
  aboutCardsModule,
  pricingModule,
  seoModule,
  jobsModule,
  collectedDataModule,
  translationsModule,
  contentApiModule,
  extContentModule,
  webhooksModule,
  publishingModule,
  backgroundJobsModule,
  activityModule,
  revisionsModule,
  undoModule,
  personalDataModule,
  apiDocsModule,
  mediaModule,
];

/**
 * The modules an app serves: the registered ones, any extra (tests' probes), the dashboard that sums their
 * counters, the search that asks their search sources, and the plugin catalog that describes them.
 */
export function allModules(extra: readonly ServerModule[] = []): ServerModule[] {
  const modules = [...registeredModules, ...extra];
  const withDashboard = [...modules, dashboardModule(modules), searchModule(modules)];
  return [...withDashboard, pluginsModule(withDashboard)];
}
