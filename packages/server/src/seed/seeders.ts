import { countCompanies, seedCompaniesDemo } from '../modules/companies/companies-seed';
import { countFaqs, seedFaqsDemo } from '../modules/faqs/faqs-seed';
import { countReviews, seedReviewsDemo } from '../modules/reviews/reviews-seed';
import { countCountries } from '../modules/countries/countries-queries';
import { seedCountriesDemo } from '../modules/countries/countries-seed';
import { countPodcasts } from '../modules/podcasts/podcasts-queries';
import { seedPodcastsDemo } from '../modules/podcasts/podcasts-seed';
import { countAllArticles, seedArticlesDemo } from '../modules/articles/articles-seed';
import { countLegalPages } from '../modules/legal-pages/legal-pages-routes';
import { seedLegalPagesDemo } from '../modules/legal-pages/legal-pages-seed';
import { countSections } from '../modules/sections/sections-routes';
import { seedSectionsDemo } from '../modules/sections/sections-seed';
import { countPlans } from '../modules/pricing/index';
import { seedPricingDemo } from '../modules/pricing/pricing-seed';
import { countSeoPages } from '../modules/seo/index';
import { seedSeoDemo } from '../modules/seo/seo-seed';
import { countJobs } from '../modules/jobs/index';
import { seedJobsDemo } from '../modules/jobs/jobs-seed';
import { countRecords } from '../modules/collected-data/collection-queries';
import { LEADS } from '../modules/collected-data/collections';
import { seedCollectedDemo } from '../modules/collected-data/collected-seed';
import { countAboutCards, seedAboutCardsDemo } from '../modules/about-cards/about-cards-seed';
import { adminsSeeder } from './admins-seeder';
import type { Seeder } from './seeder';

/**
 * Demo data of every module, in order (a seeder may rely on rows of an earlier one).
 * A module adds one entry: `{ name, hasContent, seed }`.
 */
export const seeders: Seeder[] = [
  adminsSeeder,
  {
    name: 'companies',
    hasContent: async (db) => (await countCompanies(db)) > 0,
    seed: ({ db, storeFile }) => seedCompaniesDemo(db, storeFile),
  },
  {
    name: 'reviews',
    hasContent: async (db) => (await countReviews(db)) > 0,
    seed: ({ db }) => seedReviewsDemo(db),
  },
  {
    name: 'faqs',
    hasContent: async (db) => (await countFaqs(db)) > 0,
    seed: ({ db }) => seedFaqsDemo(db),
  },
  {
    name: 'countries',
    hasContent: async (db) => (await countCountries(db)) > 0,
    seed: ({ db, storeFile }) => seedCountriesDemo(db, storeFile),
  },
  {
    name: 'podcasts',
    hasContent: async (db) => (await countPodcasts(db)) > 0,
    seed: ({ db, storeFile }) => seedPodcastsDemo(db, storeFile),
  },
  {
    name: 'articles',
    hasContent: async (db) => (await countAllArticles(db)) > 0,
    seed: ({ db, storeFile }) => seedArticlesDemo(db, storeFile),
  },
  {
    name: 'legal pages',
    hasContent: async (db) => (await countLegalPages(db)) > 0,
    seed: ({ db }) => seedLegalPagesDemo(db),
  },
  {
    name: 'sections',
    hasContent: async (db) => (await countSections(db)) > 0,
    seed: ({ db, storeFile }) => seedSectionsDemo(db, storeFile),
  },
  { name: 'about-cards', hasContent: async (db) => (await countAboutCards(db)) > 0, seed: ({ db }) => seedAboutCardsDemo(db) },
  { name: 'pricing', hasContent: async (db) => (await countPlans(db)) > 0, seed: ({ db }) => seedPricingDemo(db) },
  { name: 'seo', hasContent: async (db) => (await countSeoPages(db)) > 0, seed: ({ db }) => seedSeoDemo(db) },
  { name: 'jobs', hasContent: async (db) => (await countJobs(db)) > 0, seed: ({ db }) => seedJobsDemo(db) },
  { name: 'collected data', hasContent: async (db) => (await countRecords(db, LEADS)) > 0, seed: ({ db, storage }) => seedCollectedDemo(db, storage) },
];
