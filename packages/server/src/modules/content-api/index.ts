import { defineModule } from '../module';
import { contentRoutes } from './routes';

/**
 * The public content delivery API (docs/api.md "Public content API"): read-only routes under /api/content for the
 * marketing site, built for a CDN (its change webhooks are the webhooks module's). It owns no tables: it
 * reads the content modules' tables (through the shared schema) and imports none of their files.
 */
export const contentApiModule = defineModule({
  name: 'content-api',
  routes: contentRoutes,
});
