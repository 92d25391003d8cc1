import { defineModule } from '../module';
import { createUploadSupport } from '../upload-support';
import { reviewsRoutes } from './reviews-routes';
import { countReviews } from './reviews-seed';
import './reviews-schema';

/** Reviews (admin spec §7): migration 210-reviews. */
export const reviewsModule = defineModule({
  name: 'reviews',
  async routes(app, { db, storage }) {
    await reviewsRoutes(db, createUploadSupport(storage))(app);
  },
  dashboard: [{ group: 'general', key: 'reviews', title: 'Reviews', count: countReviews }],
});
