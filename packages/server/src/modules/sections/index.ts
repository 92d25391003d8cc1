import { filesIn } from '../../storage/orphan-sweep';
import { defineModule } from '../module';
import { countSections, sectionsDemo } from './demo-seed';
import { heroRoutes } from './hero-routes';
import { sectionsMigration } from './migrations/600-sections';
import { imagesOf, sectionsRoutes } from './routes';

/** Content sections of every page area, banners, the home hero and the dashboard cover (content spec §7). */
export const sectionsModule = defineModule({
  name: 'sections',
  migrations: { '600-sections': sectionsMigration },
  demoSeed: sectionsDemo,
  dashboard: [{ group: 'general', key: 'sections', title: 'Content Sections', count: countSections }],
  files: {
    folders: ['uploads/sections'],
    async referenced(db) {
      const bodies = await db.selectFrom('sections').select('body').execute();
      const heroes = await filesIn([], ['home_hero', 'image'], ['dashboard_hero', 'cover']).referenced(db);
      return [...bodies.flatMap((row) => imagesOf(row.body)), ...heroes];
    },
  },
  routes(app, context) {
    sectionsRoutes(app, context);
    heroRoutes(app, context);
  },
});
