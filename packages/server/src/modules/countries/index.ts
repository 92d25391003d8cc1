import { defineModule } from '../module';
import { createUploadSupport } from '../upload-support';
import { countriesRoutes } from './countries-routes';
import { countCountries } from './countries-queries';
import './countries-schema';

/** Countries covered (content spec §7): tables in migration 700-countries, demo data in seed/seeders.ts. */
export const countriesModule = defineModule({
  name: 'countries',
  async routes(app, { db, storage }) {
    await countriesRoutes(db, createUploadSupport(storage))(app);
  },
  dashboard: [{ group: 'general', key: 'countries', title: 'Countries Covered', count: countCountries }],
});
