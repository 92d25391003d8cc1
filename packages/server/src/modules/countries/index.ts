import { publishingAttention } from '../../content-state/attention';
import { filesInWithDrafts } from '../../content-state/files';
import { defineModule } from '../module';
import { countCountries, countriesDemo } from './demo-seed';
import { countriesMigration } from './migrations/700-countries';
import { countryPublishingMigration } from './migrations/701-country-publishing';
import { countriesRoutes } from './routes';
import { countriesSearch } from './search';

/** Countries covered. */
export const countriesModule = defineModule({
  name: 'countries',
  migrations: { '700-countries': countriesMigration, '701-country-publishing': countryPublishingMigration },
  demoSeed: countriesDemo,
  dashboard: [{ group: 'general', key: 'countries', title: 'Countries Covered', count: countCountries }],
  attention: publishingAttention(
    'countries',
    'countries',
    { drafts: 'Country drafts', scheduled: 'Scheduled countries' },
    '/explore/countries-covered',
  ),
  files: filesInWithDrafts(['uploads/flags'], 'countries', 'flag'),
  search: countriesSearch,
  routes: countriesRoutes,
});
