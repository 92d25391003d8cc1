import { defineModule } from '../module';
import { faqsRoutes } from './faqs-routes';
import { countFaqs } from './faqs-seed';
import './faqs-schema';

/** FAQs (content spec §7): migration 220-faqs. */
export const faqsModule = defineModule({
  name: 'faqs',
  async routes(app, { db }) {
    await faqsRoutes(db)(app);
  },
  dashboard: [{ group: 'general', key: 'faqs', title: 'FAQs', count: countFaqs }],
});
