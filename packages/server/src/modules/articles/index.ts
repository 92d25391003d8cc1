import { articleFiles } from './files';
import { defineModule } from '../module';
import { articlesDemo, countArticles } from './demo-seed';
import { articlesMigration } from './migrations/400-articles';
import { articlePublishingMigration } from './migrations/401-article-publishing';
import { articleSharedStateMigration } from './migrations/402-article-shared-state';
import { articlesRoutes } from './routes';
import { articlesSearch } from './search';
import { articlesAttention, articlesFirstSteps } from './dashboard';

/** Blogs, resource-center articles and guides. */
export const articlesModule = defineModule({
  name: 'articles',
  migrations: {
    '400-articles': articlesMigration,
    '401-article-publishing': articlePublishingMigration,
    '402-article-shared-state': articleSharedStateMigration,
  },
  demoSeed: articlesDemo,
  search: articlesSearch,
  attention: articlesAttention,
  firstSteps: articlesFirstSteps,
  dashboard: [
    { group: 'general', key: 'blogs', title: 'Blogs', count: countArticles('blog') },
    { group: 'general', key: 'resource-center', title: 'Resource Center', count: countArticles('resource') },
    { group: 'general', key: 'guides', title: 'Guides', count: countArticles('guide') },
  ],
  files: articleFiles,
  routes: articlesRoutes,
});
