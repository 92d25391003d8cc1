import type { Kysely, Migration } from 'kysely';
import { addPublishingColumns, dropPublishingColumns } from '../../../content-state/columns';

/** Drafts and scheduled publishing (docs/editorial-workflow.md); every job stored so far is published. */
export const jobPublishingMigration: Migration = {
  up: (db: Kysely<any>) => addPublishingColumns(db, 'jobs'),
  down: (db: Kysely<any>) => dropPublishingColumns(db, 'jobs'),
};
