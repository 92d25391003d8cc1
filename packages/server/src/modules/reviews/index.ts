import { filesIn } from '../../storage/orphan-sweep';
import { defineModule } from '../module';
import { countReviews, reviewsDemo } from './demo-seed';
import { reviewsMigration } from './migrations/210-reviews';
import { reviewsRoutes } from './routes';

/** Reviews (admin spec §7). */
export const reviewsModule = defineModule({
  name: 'reviews',
  migrations: { '210-reviews': reviewsMigration },
  demoSeed: reviewsDemo,
  dashboard: [{ group: 'general', key: 'reviews', title: 'Reviews', count: countReviews }],
  files: filesIn(['uploads/reviews'], ['reviews', 'avatar']),
  routes: reviewsRoutes,
});
