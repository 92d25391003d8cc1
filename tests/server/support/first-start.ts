/**
 * Run by concurrent-start.postgres.test.ts in a child process: the server's start path (open the database and
 * migrate, then every module's first-start seed, as packages/server/src/main.ts does) on PostgreSQL schemas
 * given on stdin, one round per schema. The process loads once and serves every round (loading the server
 * through tsx took most of each round's time): for a line `<schema>` it opens that schema (migrating it; the
 * migrations take turns under their advisory lock, so the processes would leave it one by one) and prints
 * `ready <schema>`; the next line (the test's barrier, `go`, sent to every process at the same instant) starts
 * the seeds, after which it closes that database and prints `done <schema>` (or `failed <schema>: <error>`).
 * It exits 0 when stdin ends.
 *
 *   node --import tsx first-start.ts <postgresUrl> <dataDir>
 */
import { createInterface } from 'node:readline';
import { openDatabase, type OpenedDatabase } from '../../../packages/server/src/database';
import { runStartSeeds } from '../../../packages/server/src/seed/seed-context';
import { LocalDiskStorage } from '../../../packages/server/src/storage/local-disk-storage';

const [url, dataDir] = process.argv.slice(2);
const storage = new LocalDiskStorage(dataDir);
let opened: { schema: string; database: OpenedDatabase } | null = null;

for await (const line of createInterface({ input: process.stdin })) {
  if (!opened) {
    const schema = line.trim();
    opened = { schema, database: await openDatabase({ url, schema }) };
    console.log(`ready ${schema}`);
    continue;
  }
  const { schema, database } = opened;
  opened = null;
  try {
    await runStartSeeds(database.db, storage, {
      adminEmail: 'first@example.com',
      adminPassword: 'First-start-password-2026',
    });
    console.log(`done ${schema}`);
  } catch (error) {
    console.log(`failed ${schema}: ${String(error).replace(/\n/g, ' ')}`);
  } finally {
    await database.close();
  }
}
