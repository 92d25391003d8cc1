import { defineModule } from '../module';
import { countFaqs, faqsDemo } from './demo-seed';
import { faqsMigration } from './migrations/220-faqs';
import { faqPublishingMigration } from './migrations/221-faq-publishing';
import { faqsRoutes } from './routes';
import { faqsSearch } from './search';

/** FAQs. */
export const faqsModule = defineModule({
  name: 'faqs',
  migrations: { '220-faqs': faqsMigration, '221-faq-publishing': faqPublishingMigration },
  demoSeed: faqsDemo,
  search: faqsSearch,
  dashboard: [{ group: 'general', key: 'faqs', title: 'FAQs', count: countFaqs }],
  routes: faqsRoutes,
});
