import type { Kysely, Migration } from 'kysely';
import { addPublishingColumns, dropPublishingColumns } from '../../../content-state/columns';

/**
 * Drafts and scheduled publishing of sections and banners (docs/editorial-workflow.md), beside the spec's
 * `is_active`; every section stored so far is published.
 */
export const sectionPublishingMigration: Migration = {
  up: (db: Kysely<any>) => addPublishingColumns(db, 'sections'),
  down: (db: Kysely<any>) => dropPublishingColumns(db, 'sections'),
};
