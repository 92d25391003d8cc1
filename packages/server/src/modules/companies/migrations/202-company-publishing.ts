import type { Kysely, Migration } from 'kysely';
import { addPublishingColumns, dropPublishingColumns } from '../../../content-state/columns';

/** Drafts and scheduled publishing (docs/editorial-workflow.md); every company stored so far is published. */
export const companyPublishingMigration: Migration = {
  up: (db: Kysely<any>) => addPublishingColumns(db, 'companies'),
  down: (db: Kysely<any>) => dropPublishingColumns(db, 'companies'),
};
