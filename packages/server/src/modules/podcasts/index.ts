import { defineModule } from '../module';
import { createUploadSupport } from '../upload-support';
import { podcastsRoutes } from './podcasts-routes';
import { countPodcasts } from './podcasts-queries';
import './podcasts-schema';

/** Podcasts and the podcasts page's hero cover (content spec §7): migration 710-podcasts. */
export const podcastsModule = defineModule({
  name: 'podcasts',
  async routes(app, { db, storage }) {
    await podcastsRoutes(db, createUploadSupport(storage))(app);
  },
  dashboard: [{ group: 'general', key: 'podcasts', title: 'Podcasts', count: countPodcasts }],
});
