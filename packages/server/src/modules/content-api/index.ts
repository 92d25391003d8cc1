import { defineModule } from '../module';
import { contentSignalsMigration } from './migrations/996-content-signals';
import { contentRoutes } from './routes';

/**
 * The public content delivery API (docs/api.md "Public content API"): read-only routes under /api/content for the
 * marketing site, built for a CDN (its change webhooks are the webhooks module's). It owns no tables (only the
 * triggers that say when they change): it
 * reads the content modules' tables (through the shared schema) and imports none of their files.
 */
export const contentApiModule = defineModule({
  name: 'content-api',
  // The content tables' change notifications, after every module has made its tables.
  migrations: { '996-content-signals': contentSignalsMigration },
  routes: contentRoutes,
});
