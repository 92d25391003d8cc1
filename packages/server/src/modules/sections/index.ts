import { defineModule } from '../module';
import { heroRoutes } from './hero-routes';
import { countSections, sectionsRoutes } from './sections-routes';
import './sections-tables';

/** Content sections of every page area, banners, the home hero and the dashboard cover: migration 600-sections. */
export const sectionsModule = defineModule({
  name: 'sections',
  async routes(app, context) {
    sectionsRoutes(app, context);
    heroRoutes(app, context);
  },
  dashboard: [{ group: 'general', key: 'sections', title: 'Content Sections', count: countSections }],
});
