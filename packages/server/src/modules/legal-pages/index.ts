import { defineModule } from '../module';
import { countLegalPages, legalPagesDemo } from './demo-seed';
import { legalPagesMigration } from './migrations/410-legal-pages';
import { legalPageUniqueTitlesMigration } from './migrations/412-legal-page-unique-titles';
import { legalPagesRoutes } from './routes';
import { seedStandardLegalPages } from './standard-pages';

/** Legal pages (content spec §7). */
export const legalPagesModule = defineModule({
  name: 'legal-pages',
  migrations: { '410-legal-pages': legalPagesMigration, '412-legal-page-unique-titles': legalPageUniqueTitlesMigration },
  seed: seedStandardLegalPages,
  demoSeed: legalPagesDemo,
  dashboard: [{ group: 'general', key: 'legal-pages', title: 'Legal Pages', count: countLegalPages }],
  routes: legalPagesRoutes,
});
