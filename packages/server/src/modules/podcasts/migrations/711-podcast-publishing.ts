import type { Kysely, Migration } from 'kysely';
import { addPublishingColumns, dropPublishingColumns } from '../../../content-state/columns';

/** Drafts and scheduled publishing (docs/editorial-workflow.md); every podcast stored so far is published. */
export const podcastPublishingMigration: Migration = {
  up: (db: Kysely<any>) => addPublishingColumns(db, 'podcasts'),
  down: (db: Kysely<any>) => dropPublishingColumns(db, 'podcasts'),
};
