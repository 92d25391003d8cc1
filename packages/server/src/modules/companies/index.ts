import { defineModule } from '../module';
import { createUploadSupport } from '../upload-support';
import { companiesRoutes } from './companies-routes';
import { countCompanies } from './companies-seed';
import './companies-schema';

/** Partner companies (admin spec §7): migration 200-companies. */
export const companiesModule = defineModule({
  name: 'companies',
  async routes(app, { db, storage }) {
    await companiesRoutes(db, createUploadSupport(storage))(app);
  },
  dashboard: [{ group: 'general', key: 'companies', title: 'Companies', count: countCompanies }],
});
