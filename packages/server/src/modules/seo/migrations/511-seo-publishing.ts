import type { Kysely, Migration } from 'kysely';
import { addPublishingColumns, dropPublishingColumns } from '../../../content-state/columns';

/** Drafts and scheduled publishing (docs/editorial-workflow.md); every SEO entry stored so far is published. */
export const seoPublishingMigration: Migration = {
  up: (db: Kysely<any>) => addPublishingColumns(db, 'seo_pages'),
  down: (db: Kysely<any>) => dropPublishingColumns(db, 'seo_pages'),
};
