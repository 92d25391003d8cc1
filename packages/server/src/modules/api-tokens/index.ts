import { defineModule } from '../module';
import { apiTokensMigration } from './migrations/040-api-tokens';
import { apiTokensRoutes } from './routes';

/**
 * API tokens (issue 39): `/api/tokens` to list, create and revoke them. Requests made with one are
 * authenticated by the request guard (auth/api-tokens.ts), which owns the lookup.
 */
export const apiTokensModule = defineModule({
  name: 'api-tokens',
  migrations: { '040-api-tokens': apiTokensMigration },
  routes: apiTokensRoutes,
});
