import { filesIn } from '../../storage/orphan-sweep';
import { defineModule } from '../module';
import { countPodcasts, podcastsDemo } from './demo-seed';
import { podcastsMigration } from './migrations/710-podcasts';
import { podcastsRoutes } from './routes';

/** Podcasts and the podcasts page's hero cover (content spec §7). */
export const podcastsModule = defineModule({
  name: 'podcasts',
  migrations: { '710-podcasts': podcastsMigration },
  demoSeed: podcastsDemo,
  dashboard: [{ group: 'general', key: 'podcasts', title: 'Podcasts', count: countPodcasts }],
  files: filesIn(['uploads/podcasts'], ['podcasts', 'cover'], ['podcast_hero', 'cover']),
  routes: podcastsRoutes,
});
