import { filesIn } from '../../storage/orphan-sweep';
import { defineModule } from '../module';
import { articlesDemo, countArticles } from './demo-seed';
import { articlesMigration } from './migrations/400-articles';
import { articlePublishingMigration } from './migrations/401-article-publishing';
import { articlesRoutes } from './routes';

/** Blogs, resource-center articles and guides (content spec §7). */
export const articlesModule = defineModule({
  name: 'articles',
  migrations: { '400-articles': articlesMigration, '401-article-publishing': articlePublishingMigration },
  demoSeed: articlesDemo,
  dashboard: [
    { group: 'general', key: 'blogs', title: 'Blogs', count: countArticles('blog') },
    { group: 'general', key: 'resource-center', title: 'Resource Center', count: countArticles('resource') },
    { group: 'general', key: 'guides', title: 'Guides', count: countArticles('guide') },
  ],
  files: filesIn(['uploads/articles'], ['articles', 'cover']),
  routes: articlesRoutes,
});
