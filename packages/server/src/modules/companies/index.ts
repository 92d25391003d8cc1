import { publishingAttention } from '../../content-state/attention';
import { filesInWithDrafts } from '../../content-state/files';
import { defineModule } from '../module';
import { companiesDemo, countCompanies } from './demo-seed';
import { companiesMigration } from './migrations/200-companies';
import { companyVersionsMigration } from './migrations/201-company-versions';
import { companyPublishingMigration } from './migrations/202-company-publishing';
import { companiesRoutes } from './routes';
import { companiesSearch } from './search';
import { companiesFirstSteps } from './dashboard';

/** Partner companies. */
export const companiesModule = defineModule({
  name: 'companies',
  migrations: {
    '200-companies': companiesMigration,
    '201-company-versions': companyVersionsMigration,
    '202-company-publishing': companyPublishingMigration,
  },
  demoSeed: companiesDemo,
  search: companiesSearch,
  firstSteps: companiesFirstSteps,
  attention: publishingAttention(
    'companies',
    'companies',
    { drafts: 'Company drafts', scheduled: 'Scheduled companies' },
    '/companies',
  ),
  dashboard: [{ group: 'general', key: 'companies', title: 'Companies', count: countCompanies }],
  files: filesInWithDrafts(['uploads/companies'], 'companies', 'logo'),
  routes: companiesRoutes,
});
