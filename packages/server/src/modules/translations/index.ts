import { defineModule } from '../module';
import { contentTranslationsMigration } from './migrations/940-content-translations';
import { translationsRoutes } from './routes';
import { translationImages } from './store';

/** Content in several languages (CONTENT_LOCALES; docs/content-in-several-languages.md). */
export const translationsModule = defineModule({
  name: 'translations',
  plugin: null,
  migrations: { '940-content-translations': contentTranslationsMigration },
  routes: translationsRoutes,
  // A translation's own image (a French cover) lives in its kind's folder (declared there); the sweep keeps it
  // while a translation names it, even when no record's own column does.
  files: { folders: [], referenced: translationImages },
});
