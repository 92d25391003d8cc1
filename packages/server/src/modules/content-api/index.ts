import { defineModule } from '../module';
import { contentRoutes } from './routes';
import { contentWebhooks } from './webhooks';

/**
 * The public content delivery API (README "Public content API"): read-only routes under /api/content for the
 * marketing site, built for a CDN, and signed webhooks after every content change. It owns no tables: it
 * reads the content modules' tables (through the shared schema) and imports none of their files.
 */
export const contentApiModule = defineModule({
  name: 'content-api',
  writeHooks: contentWebhooks,
  routes: contentRoutes,
});
