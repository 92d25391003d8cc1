import PgBoss from 'pg-boss';
import type { Kysely } from 'kysely';
import { jobsSchemaOf } from '../db/job-schema';
import type { Database } from '../db/schema';
import { bossDatabase } from './boss-database';

/**
 * Creates the job engine's schema, or brings it to this pg-boss's version, as part of the start's migration
 * step (db/open-database.ts). pg-boss does it under a transaction-scoped advisory lock of its own and treats a
 * concurrent creator's "already exists" as done, so several processes starting at once are safe.
 */
export async function installJobSchema(db: Kysely<Database>): Promise<void> {
  const boss = new PgBoss({
    db: bossDatabase(db),
    schema: await jobsSchemaOf(db),
    supervise: false,
    schedule: false,
    migrate: true,
  });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}
