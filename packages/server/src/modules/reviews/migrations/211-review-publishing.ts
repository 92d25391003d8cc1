import type { Kysely, Migration } from 'kysely';
import { addPublishingColumns, dropPublishingColumns } from '../../../content-state/columns';

/** Drafts and scheduled publishing (docs/editorial-workflow.md); every review stored so far is published. */
export const reviewPublishingMigration: Migration = {
  up: (db: Kysely<any>) => addPublishingColumns(db, 'reviews'),
  down: (db: Kysely<any>) => dropPublishingColumns(db, 'reviews'),
};
