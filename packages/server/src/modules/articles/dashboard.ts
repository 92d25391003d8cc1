import { countRows } from '../../db/count';
import type { DashboardAttention, DashboardFirstStep } from '../module';
import './tables';

/** Articles not on the site yet: drafts to finish (never published or unpublished), and those scheduled. */
export const articlesAttention: DashboardAttention[] = [
  {
    key: 'draft-articles',
    title: 'Draft articles',
    path: '/explore/blogs',
    count: (db) =>
      countRows(db, 'articles', (eb) => eb.and([eb('published', '=', false), eb('publish_at', 'is', null)])),
  },
  {
    key: 'scheduled-articles',
    title: 'Scheduled articles',
    path: '/explore/blogs',
    count: (db) => countRows(db, 'articles', (eb) => eb.and([eb('publish_at', 'is not', null)])),
  },
];

export const articlesFirstSteps: DashboardFirstStep[] = [
  {
    key: 'first-blog',
    title: 'Write your first blog',
    path: '/explore/blogs/add-blog',
    order: 20,
    done: async (db) =>
      Boolean(await db.selectFrom('articles').select('id').where('kind', '=', 'blog').limit(1).executeTakeFirst()),
  },
];
