import { filesIn } from '../../storage/orphan-sweep';
import { defineModule } from '../module';
import { countCountries, countriesDemo } from './demo-seed';
import { countriesMigration } from './migrations/700-countries';
import { countriesRoutes } from './routes';

/** Countries covered (content spec §7). */
export const countriesModule = defineModule({
  name: 'countries',
  migrations: { '700-countries': countriesMigration },
  demoSeed: countriesDemo,
  dashboard: [{ group: 'general', key: 'countries', title: 'Countries Covered', count: countCountries }],
  files: filesIn(['uploads/flags'], ['countries', 'flag']),
  routes: countriesRoutes,
});
