import { filesIn } from '../../storage/orphan-sweep';
import { defineModule } from '../module';
import { aboutCardsDemo } from './demo-seed';
import { aboutCardsMigration } from './migrations/620-about-cards';
import { aboutCardsRoutes } from './routes';

/** About-us cards (content spec §3, §7). */
export const aboutCardsModule = defineModule({
  name: 'about-cards',
  // Edited on the sections plugin's screens.
  plugin: 'sections',
  migrations: { '620-about-cards': aboutCardsMigration },
  demoSeed: aboutCardsDemo,
  files: filesIn(['uploads/about-cards'], ['about_cards', 'media']),
  routes: aboutCardsRoutes,
});
