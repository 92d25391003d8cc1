import type { Migration } from 'kysely';
import { coreMigration } from './001-core';
import { companiesMigration } from './200-companies';
import { reviewsMigration } from './210-reviews';
import { faqsMigration } from './220-faqs';
import { collectedDataMigration } from './300-collected-data';
import { collectedSearchMigration } from './310-collected-search';
import { collectedCountsMigration } from './320-collected-counts';
import { articlesMigration } from './400-articles';
import { legalPagesMigration } from './410-legal-pages';
import { pricingMigration } from './500-pricing';
import { seoMigration } from './510-seo';
import { jobsMigration } from './520-jobs';
import { sectionsMigration } from './600-sections';
import { aboutCardsMigration } from './620-about-cards';
import { countriesMigration } from './700-countries';
import { podcastsMigration } from './710-podcasts';

/**
 * Every migration, by name. kysely runs them in name order, so the number decides the order:
 * 001 core, then one hundred per screen group (100-users, 200-companies, ... 700-countries).
 * A module adds its file here and one line below; a migration never changes once released.
 */
export const migrations: Record<string, Migration> = {
  '001-core': coreMigration,
  '200-companies': companiesMigration,
  '210-reviews': reviewsMigration,
  '220-faqs': faqsMigration,
  '300-collected-data': collectedDataMigration,
  '310-collected-search': collectedSearchMigration,
  '320-collected-counts': collectedCountsMigration,
  '400-articles': articlesMigration,
  '410-legal-pages': legalPagesMigration,
  '500-pricing': pricingMigration,
  '510-seo': seoMigration,
  '520-jobs': jobsMigration,
  '600-sections': sectionsMigration,
  '620-about-cards': aboutCardsMigration,
  '700-countries': countriesMigration,
  '710-podcasts': podcastsMigration,
};
