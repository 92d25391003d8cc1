import { defineModule } from '../module';
import { createUploadSupport } from '../upload-support';
import { aboutCardsRoutes } from './about-cards-routes';
import './about-cards-schema';

/** About-us cards (content spec §3, §7): migration 620-about-cards. */
export const aboutCardsModule = defineModule({
  name: 'about-cards',
  async routes(app, { db, storage }) {
    await aboutCardsRoutes(db, createUploadSupport(storage))(app);
  },
});
