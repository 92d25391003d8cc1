import { defineModule } from '../module';
import { countFaqs, faqsDemo } from './demo-seed';
import { faqsMigration } from './migrations/220-faqs';
import { faqsRoutes } from './routes';

/** FAQs (content spec §7). */
export const faqsModule = defineModule({
  name: 'faqs',
  migrations: { '220-faqs': faqsMigration },
  demoSeed: faqsDemo,
  dashboard: [{ group: 'general', key: 'faqs', title: 'FAQs', count: countFaqs }],
  routes: faqsRoutes,
});
