import type { Kysely, Migration } from 'kysely';
import { addPublishingColumns, dropPublishingColumns } from '../../../content-state/columns';

/** Drafts and scheduled publishing (docs/editorial-workflow.md); every pricing plan stored so far is published. */
export const pricingPublishingMigration: Migration = {
  up: (db: Kysely<any>) => addPublishingColumns(db, 'pricing_plans'),
  down: (db: Kysely<any>) => dropPublishingColumns(db, 'pricing_plans'),
};
