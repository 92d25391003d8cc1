import type { Kysely, Migration } from 'kysely';
import { addPublishingColumns, dropPublishingColumns } from '../../../content-state/columns';

/** Drafts and scheduled publishing (docs/editorial-workflow.md); every FAQ stored so far is published. */
export const faqPublishingMigration: Migration = {
  up: (db: Kysely<any>) => addPublishingColumns(db, 'faqs'),
  down: (db: Kysely<any>) => dropPublishingColumns(db, 'faqs'),
};
