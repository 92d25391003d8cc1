import { defineModule } from '../module';
import { adminPreferencesMigration } from './migrations/070-admin-preferences';
import { preferencesRoutes } from './routes';

/** Each admin's own settings, kept with the account: the admin's language (docs/languages.md). Never switched off. */
export const preferencesModule = defineModule({
  name: 'preferences',
  plugin: null,
  migrations: { '070-admin-preferences': adminPreferencesMigration },
  routes: preferencesRoutes,
});
