import { defineModule } from '../module';
import { countLegalPages, legalPagesRoutes } from './legal-pages-routes';
import './legal-pages-tables';

/** Legal pages (content spec §7): migration 410-legal-pages. */
export const legalPagesModule = defineModule({
  name: 'legal-pages',
  async routes(app, context) {
    legalPagesRoutes(app, context);
  },
  dashboard: [{ group: 'general', key: 'legal-pages', title: 'Legal Pages', count: countLegalPages }],
});
