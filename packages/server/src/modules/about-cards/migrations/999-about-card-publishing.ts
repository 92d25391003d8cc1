import type { Kysely, Migration } from 'kysely';
import { addPublishingColumns, dropPublishingColumns } from '../../../content-state/columns';

/** Drafts and scheduled publishing of the about-us cards (docs/editorial-workflow.md); every card stored so far is published. */
export const aboutCardPublishingMigration: Migration = {
  up: (db: Kysely<any>) => addPublishingColumns(db, 'about_cards'),
  down: (db: Kysely<any>) => dropPublishingColumns(db, 'about_cards'),
};
