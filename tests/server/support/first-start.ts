/**
 * Run by concurrent-start.postgres.test.ts in a child process: the server's start path (open the database and
 * migrate, then every module's first-start seed, as packages/server/src/main.ts does) on a PostgreSQL schema
 * given on the command line. It loads everything and opens the database (the migrations take turns under
 * their advisory lock, so the processes would leave it one by one), prints "ready", then waits for a line on
 * stdin (the test's barrier, sent to every process at the same instant) before the seeds, and prints "done".
 *
 *   node --import tsx first-start.ts <postgresUrl> <schema> <dataDir>
 */
import { createInterface } from 'node:readline';
import { openDatabase } from '../../../packages/server/src/db/open-database';
import { runStartSeeds } from '../../../packages/server/src/seed/seed-context';
import { LocalDiskStorage } from '../../../packages/server/src/storage/local-disk-storage';

const [url, schema, dataDir] = process.argv.slice(2);
const database = await openDatabase({ url, schema });
const lines = createInterface({ input: process.stdin });
const released = new Promise<void>((resolve) => lines.once('line', () => resolve()));
console.log('ready');
await released;
lines.close();

try {
  await runStartSeeds(database.db, new LocalDiskStorage(dataDir), { adminEmail: 'first@example.com', adminPassword: 'First-start-password-2026' });
} finally {
  await database.close();
}
console.log('done');
