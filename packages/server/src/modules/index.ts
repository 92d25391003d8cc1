import { aboutCardsModule } from './about-cards/index';
import { activityModule } from './activity/index';
import { apiDocsModule } from './api-docs/index';
import { articlesModule } from './articles/index';
import { authModule } from './auth/index';
import { collectedDataModule } from './collected-data/index';
import { companiesModule } from './companies/index';
import { contentApiModule } from './content-api/index';
import { countriesModule } from './countries/index';
import { dashboardModule } from './dashboard/index';
import { faqsModule } from './faqs/index';
import { jobsModule } from './jobs/index';
import { legalPagesModule } from './legal-pages/index';
import type { ServerModule } from './module';
import { podcastsModule } from './podcasts/index';
import { personalDataModule } from './personal-data/index';
import { pricingModule } from './pricing/index';
import { reviewsModule } from './reviews/index';
import { sectionsModule } from './sections/index';
import { seoModule } from './seo/index';
import { usersModule } from './users/index';

/**
 * Every server module, in registration order: its routes, migrations, seeds and dashboard counters come
 * with it. Add a module with one import and one line here. Demo seeds run in this order too.
 */
export const registeredModules: readonly ServerModule[] = [
  authModule,
  usersModule,
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
  contentApiModule,
  activityModule,
  personalDataModule,
  apiDocsModule,
];

/** The modules an app serves: the registered ones, any extra (tests' probes), and the dashboard that sums their counters. */
export function allModules(extra: readonly ServerModule[] = []): ServerModule[] {
  const modules = [...registeredModules, ...extra];
  return [...modules, dashboardModule(modules)];
}
