import type { Kysely, Migration } from 'kysely';
import { addPublishingColumns, dropPublishingColumns } from '../../../content-state/columns';

/**
 * Drafts and scheduled publishing of the home hero and the dashboard cover (docs/editorial-workflow.md):
 * what they hold now was on the site, so it stays published.
 */
export const heroPublishingMigration: Migration = {
  async up(db: Kysely<any>) {
    await addPublishingColumns(db, 'home_hero');
    await addPublishingColumns(db, 'dashboard_hero');
  },
  async down(db: Kysely<any>) {
    await dropPublishingColumns(db, 'dashboard_hero');
    await dropPublishingColumns(db, 'home_hero');
  },
};
