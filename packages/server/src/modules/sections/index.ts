import { publishingAttention } from '../../content-state/attention';
import { filesInWithDrafts } from '../../content-state/files';
import { defineModule } from '../module';
import { sectionsAttention } from './dashboard';
import { countSections, sectionsDemo } from './demo-seed';
import { heroRoutes } from './hero-routes';
import { sectionsMigration } from './migrations/600-sections';
import { sectionSlugMigration } from './migrations/601-section-slug';
import { sectionPublishingMigration } from './migrations/995-section-publishing';
import { heroPublishingMigration } from './migrations/998-hero-publishing';
import { draftBodyOf, imagesOf, sectionsRoutes } from './routes';
import { sectionsSearch } from './search';

/** Content sections of every page area, banners, the home hero and the dashboard cover. */
export const sectionsModule = defineModule({
  name: 'sections',
  migrations: {
    '600-sections': sectionsMigration,
    '601-section-slug': sectionSlugMigration,
    '995-section-publishing': sectionPublishingMigration,
    '998-hero-publishing': heroPublishingMigration,
  },
  demoSeed: sectionsDemo,
  dashboard: [{ group: 'general', key: 'sections', title: 'Content Sections', count: countSections }],
  attention: [
    ...sectionsAttention,
    ...publishingAttention(
      'sections',
      'sections',
      { drafts: 'Section drafts', scheduled: 'Scheduled sections' },
      '/home',
    ),
    ...publishingAttention(
      'home_hero',
      'home-hero',
      { drafts: 'Home hero draft', scheduled: 'Scheduled home hero' },
      '/home-descr-hero',
    ),
    ...publishingAttention(
      'dashboard_hero',
      'dashboard-hero',
      { drafts: 'Dashboard cover draft', scheduled: 'Scheduled dashboard cover' },
      '/hero',
    ),
  ],
  search: sectionsSearch,
  files: {
    folders: ['uploads/sections'],
    async referenced(db) {
      // A draft's images too: kept until the draft is published or dropped.
      const bodies = await db.selectFrom('sections').select(['body', 'draft']).execute();
      const drafts = bodies.flatMap((row) => draftBodyOf(row) ?? []);
      // The heroes' images, published or waiting in a draft.
      const heroes = [
        ...(await filesInWithDrafts([], 'home_hero', 'image').referenced(db)),
        ...(await filesInWithDrafts([], 'dashboard_hero', 'cover').referenced(db)),
      ];
      return [...bodies.flatMap((row) => imagesOf(row.body)), ...drafts.flatMap(imagesOf), ...heroes];
    },
  },
  routes(app, context) {
    sectionsRoutes(app, context);
    heroRoutes(app, context);
  },
});
