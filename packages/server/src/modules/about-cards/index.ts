import { publishingAttention } from '../../content-state/attention';
import { filesInWithDrafts } from '../../content-state/files';
import { defineModule } from '../module';
import { aboutCardsDemo } from './demo-seed';
import { aboutCardsMigration } from './migrations/620-about-cards';
import { aboutCardPublishingMigration } from './migrations/999-about-card-publishing';
import { aboutCardsRoutes } from './routes';

/** About-us cards. */
export const aboutCardsModule = defineModule({
  name: 'about-cards',
  // Edited on the sections plugin's screens.
  plugin: 'sections',
  migrations: { '620-about-cards': aboutCardsMigration, '999-about-card-publishing': aboutCardPublishingMigration },
  demoSeed: aboutCardsDemo,
  files: filesInWithDrafts(['uploads/about-cards'], 'about_cards', 'media'),
  attention: publishingAttention(
    'about_cards',
    'about-cards',
    { drafts: 'About Us card drafts', scheduled: 'Scheduled About Us cards' },
    '/about-us',
  ),
  routes: aboutCardsRoutes,
});
