import { defineModule } from '../module';
import { countArticles } from './articles-queries';
import { articlesRoutes } from './articles-routes';
import './articles-tables';

/** Blogs, resource-center articles and guides (content spec §7): migration 400-articles. */
export const articlesModule = defineModule({
  name: 'articles',
  async routes(app, context) {
    articlesRoutes(app, context);
  },
  dashboard: [
    { group: 'general', key: 'blogs', title: 'Blogs', count: (db) => countArticles(db, 'blog') },
    { group: 'general', key: 'resource-center', title: 'Resource Center', count: (db) => countArticles(db, 'resource') },
    { group: 'general', key: 'guides', title: 'Guides', count: (db) => countArticles(db, 'guide') },
  ],
});
