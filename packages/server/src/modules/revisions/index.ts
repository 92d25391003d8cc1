import { defineModule } from '../module';
import { revisionsMigration } from './migrations/970-revisions';
import { revisionHooks } from './recorder';
import { revisionRoutes } from './routes';

/**
 * Revisions of every content record (kept whole, REVISIONS_LIMIT per record, in the write's transaction)
 * and presence in its editor (docs/revisions-and-presence.md). Never switched off with a plugin.
 */
export const revisionsModule = defineModule({
  name: 'revisions',
  plugin: null,
  migrations: { '970-revisions': revisionsMigration },
  writeHooks: ({ config }) => revisionHooks(config.revisionsLimit),
  routes: revisionRoutes,
});
