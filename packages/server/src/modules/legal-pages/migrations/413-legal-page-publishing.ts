import type { Kysely, Migration } from 'kysely';
import { addPublishingColumns, dropPublishingColumns } from '../../../content-state/columns';

/** Drafts and scheduled publishing (docs/editorial-workflow.md); every legal page stored so far is published. */
export const legalPagePublishingMigration: Migration = {
  up: (db: Kysely<any>) => addPublishingColumns(db, 'legal_pages'),
  down: (db: Kysely<any>) => dropPublishingColumns(db, 'legal_pages'),
};
