// `tsx tests/e2e/support/migrate-data-dir.ts <DATA_DIR>`: a data directory whose embedded database has every
// migration and the job engine's schema, and nothing else (no admin, no first-start seeds). The browser files copy it
// instead of migrating a new database each (~3 s of CPU per file); the server's own first start still runs on it.
import { join } from 'node:path';
import { openDatabase } from '../../../packages/server/src/database';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: migrate-data-dir.ts <DATA_DIR>');
const database = await openDatabase({ dataDir: join(dataDir, 'db') });
await database.close();
