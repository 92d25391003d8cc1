import type { Kysely, Migration } from 'kysely';
import { trackRowCount, untrackRowCount } from '../../../db/row-counts';

const TABLES = ['newsletter_subscribers', 'leads', 'contact_sales', 'job_candidates'];

/** Maintained counts of the collected data (db/row-counts.ts): unfiltered lists and dashboard cards never count every row. */
export const collectedCountsMigration: Migration = {
  async up(db: Kysely<any>) {
    for (const table of TABLES) await trackRowCount(db, table);
  },
  async down(db: Kysely<any>) {
    for (const table of TABLES) await untrackRowCount(db, table);
  },
};
