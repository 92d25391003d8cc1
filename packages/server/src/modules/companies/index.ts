import { filesIn } from '../../storage/orphan-sweep';
import { defineModule } from '../module';
import { companiesDemo, countCompanies } from './demo-seed';
import { companiesMigration } from './migrations/200-companies';
import { companyVersionsMigration } from './migrations/201-company-versions';
import { companiesRoutes } from './routes';

/** Partner companies (admin spec §7). */
export const companiesModule = defineModule({
  name: 'companies',
  migrations: { '200-companies': companiesMigration, '201-company-versions': companyVersionsMigration },
  demoSeed: companiesDemo,
  dashboard: [{ group: 'general', key: 'companies', title: 'Companies', count: countCompanies }],
  files: filesIn(['uploads/companies'], ['companies', 'logo']),
  routes: companiesRoutes,
});
