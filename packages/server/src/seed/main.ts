import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readEnvironment } from '../config';
import { openDatabase } from '../database';
import { openStorage } from '../storage/open-storage';
import { demoSeeds, seedContext } from './seed-context';

const ROOT = resolve(import.meta.dirname, '../../../..');
const USAGE = `Usage: npm run seed -- --demo [--force] [--force-demo-accounts]

  --demo   fill every table with realistic demo content (admins, countries, podcasts...)
  --force  add the demo content even though the database already has content
           (existing records are kept; each module only adds what is missing)
  --force-demo-accounts
           create the demo admins (published password) even though the database already has admins

Uses the same environment as the server: DATA_DIR (embedded database in DATA_DIR/db) or DATABASE_URL.
Stop the server first when it uses the embedded database: only one process can open it.`;

async function main() {
  const { values } = parseArgs({
    options: {
      demo: { type: 'boolean' },
      force: { type: 'boolean' },
      'force-demo-accounts': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return console.log(USAGE);

  const settings = readEnvironment(process.env, ROOT);
  const database = await openDatabase(
    settings.databaseUrl ? { url: settings.databaseUrl } : { dataDir: join(settings.dataDir, 'db') },
  );
  try {
    console.log('Database is migrated to the latest version.');
    if (!values.demo) return console.log(`\n${USAGE}`);

    const filled: string[] = [];
    for (const seeder of demoSeeds) if (await seeder.hasContent(database.db)) filled.push(seeder.name);
    if (filled.length > 0 && !values.force) {
      console.error(
        `The database already has content (${filled.join(', ')}). Nothing was changed.\nRun again with --force to add the demo content anyway.`,
      );
      process.exitCode = 1;
      return;
    }

    if (!values['force-demo-accounts']) {
      for (const seeder of demoSeeds) {
        const reason = await seeder.unsafe?.(database.db);
        if (!reason) continue;
        console.error(
          `${reason} Nothing was changed.\nRun again with --force-demo-accounts to create them anyway (then change their passwords).`,
        );
        process.exitCode = 1;
        return;
      }
    }

    const storage = await openStorage(settings.storage);
    const lines: string[] = [];
    const context = seedContext(database.db, storage, (line) => lines.push(line));
    for (const seeder of demoSeeds) {
      const added = await seeder.seed(context);
      console.log(`  ${seeder.name.padEnd(15)} ${added} added`);
    }
    console.log(`\nDemo content is ready.\n${lines.join('\n')}`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
