import { defineModule } from '../module';
import { contentTranslationsMigration } from './migrations/940-content-translations';
import { translationsRoutes } from './routes';

/** Content in several languages (CONTENT_LOCALES; docs/content-in-several-languages.md). */
export const translationsModule = defineModule({
  name: 'translations',
  plugin: null,
  migrations: { '940-content-translations': contentTranslationsMigration },
  routes: translationsRoutes,
});
