import { publishingAttention } from '../../content-state/attention';
import { filesInWithDrafts } from '../../content-state/files';
import { defineModule } from '../module';
import { countReviews, reviewsDemo } from './demo-seed';
import { reviewsMigration } from './migrations/210-reviews';
import { reviewPublishingMigration } from './migrations/211-review-publishing';
import { reviewsRoutes } from './routes';
import { reviewsSearch } from './search';

/** Reviews. */
export const reviewsModule = defineModule({
  name: 'reviews',
  migrations: { '210-reviews': reviewsMigration, '211-review-publishing': reviewPublishingMigration },
  demoSeed: reviewsDemo,
  search: reviewsSearch,
  attention: publishingAttention(
    'reviews',
    'reviews',
    { drafts: 'Review drafts', scheduled: 'Scheduled reviews' },
    '/reviews',
  ),
  dashboard: [{ group: 'general', key: 'reviews', title: 'Reviews', count: countReviews }],
  files: filesInWithDrafts(['uploads/reviews'], 'reviews', 'avatar'),
  routes: reviewsRoutes,
});
