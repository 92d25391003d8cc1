import { join, resolve } from 'node:path';
import { buildApp } from './app';
import { readEnvironment } from './config';
import { openDatabase } from './db/open-database';
import { runStartSeeds } from './seed/seed-context';
import { LocalDiskStorage } from './storage/local-disk-storage';

/** The repository root (packages/server/src → ../../..): relative paths in the environment start here. */
const ROOT = resolve(import.meta.dirname, '../../..');

async function main() {
  const settings = readEnvironment(process.env, ROOT);
  const database = await openDatabase(
    settings.databaseUrl ? { url: settings.databaseUrl } : { dataDir: join(settings.dataDir, 'db') },
  );
  const storage = new LocalDiskStorage(settings.dataDir);
  // Each module's first-start seed (e.g. the first super admin); what they report is printed below.
  const started = await runStartSeeds(database.db, storage, settings);
  const app = await buildApp({ db: database.db, storage, config: settings });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal} received, stopping...`);
    try {
      await app.close();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: settings.port, host: settings.host });
  const shownHost = settings.host === '0.0.0.0' || settings.host === '::' ? 'localhost' : settings.host;
  const url = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${settings.port}`;
  const lines = [
    '',
    `Backoffice is running at ${url}`,
    `  database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${join(settings.dataDir, 'db')}`}`,
    `  uploads:  ${join(settings.dataDir, 'uploads')}`,
  ];
  if (started.length > 0) {
    lines.push('', ...started);
  } else {
    lines.push('', 'Sign in with an existing admin account (or run `npm run seed -- --demo` for demo accounts).');
  }
  console.log(lines.join('\n') + '\n');
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
