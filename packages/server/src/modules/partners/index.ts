import { defineModule } from '../module';
import { countPartners, partnersDemo } from './demo-seed';
import { partnersMigration } from './migrations/800-partners';
import { partnersRoutes } from './routes';

/** Partners (the README's worked example of a new screen group). */
export const partnersModule = defineModule({
  name: 'partners',
  migrations: { '800-partners': partnersMigration },
  demoSeed: partnersDemo,
  dashboard: [{ group: 'general', key: 'partners', title: 'Partners', count: countPartners }],
  routes: partnersRoutes,
});
