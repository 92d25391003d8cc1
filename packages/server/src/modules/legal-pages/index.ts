import { defineModule } from '../module';
import { countLegalPages, legalPagesDemo } from './demo-seed';
import { legalPagesMigration } from './migrations/410-legal-pages';
import { legalPageUniqueTitlesMigration } from './migrations/412-legal-page-unique-titles';
import { legalPagePublishingMigration } from './migrations/413-legal-page-publishing';
import { legalPagesRoutes } from './routes';
import { seedStandardLegalPages } from './standard-pages';
import { legalPagesSearch } from './search';
import { legalPagesAttention, legalPagesFirstSteps } from './dashboard';

/** Legal pages. */
export const legalPagesModule = defineModule({
  name: 'legal-pages',
  migrations: {
    '410-legal-pages': legalPagesMigration,
    '412-legal-page-unique-titles': legalPageUniqueTitlesMigration,
    '413-legal-page-publishing': legalPagePublishingMigration,
  },
  seed: seedStandardLegalPages,
  demoSeed: legalPagesDemo,
  search: legalPagesSearch,
  attention: legalPagesAttention,
  firstSteps: legalPagesFirstSteps,
  dashboard: [{ group: 'general', key: 'legal-pages', title: 'Legal Pages', count: countLegalPages }],
  routes: legalPagesRoutes,
});
