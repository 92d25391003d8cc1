import type { Kysely, Migration } from 'kysely';
import { addPublishingColumns, dropPublishingColumns } from '../../../content-state/columns';

/** Drafts and scheduled publishing (docs/editorial-workflow.md); every country stored so far is published. */
export const countryPublishingMigration: Migration = {
  up: (db: Kysely<any>) => addPublishingColumns(db, 'countries'),
  down: (db: Kysely<any>) => dropPublishingColumns(db, 'countries'),
};
