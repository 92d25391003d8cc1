import { join, resolve } from 'node:path';
import { readEnvironment } from './config';
import { openDatabaseWhenReachable } from './db/open-when-reachable';
import { startPGliteMaintenance } from './db/pglite-maintenance';
import { openStorage } from './storage/open-storage';

/**
 * The repository root: relative paths in the environment start here. This file runs as packages/server/src/main.ts
 * (tsx, tests) or compiled as packages/server/dist/main.js (`npm start`); both are three levels down.
 */
const ROOT = resolve(import.meta.dirname, '../../..');
/** How long a stopping server waits for requests in flight before closing their connections. */
const DRAIN_LIMIT_MS = 30_000;

async function main() {
  const settings = readEnvironment(process.env, ROOT);
  // The web app's code (Fastify, every module) loads while the database opens: PGlite compiles its
  // WebAssembly in the background meanwhile, PostgreSQL answers over the network (or is waited for).
  const [database, { buildApp }, { runStartSeeds }] = await Promise.all([
    openDatabaseWhenReachable(settings.databaseUrl ? { url: settings.databaseUrl } : { dataDir: join(settings.dataDir, 'db') }, {
      timeoutSeconds: settings.databaseConnectTimeoutSeconds,
      log: (message) => console.log(message),
    }),
    import('./app'),
    import('./seed/seed-context'),
  ]);
  const storage = await openStorage(settings.storage);
  // Each module's first-start seed (e.g. the first super admin); what they report is printed below.
  const started = await runStartSeeds(database.db, storage, settings);
  const app = await buildApp({ db: database.db, storage, config: settings });
  const maintenance = database.kind === 'pglite' ? startPGliteMaintenance(database.db) : null;
  // Files a crash left without their record (stored, never committed): removed at start, then daily.
  const { startOrphanSweeps } = await import('./storage/orphan-sweep');
  const { registeredModules } = await import('./modules/index');
  const stopSweeps = startOrphanSweeps({ db: database.db, storage, modules: registeredModules }, {
    info: (message) => app.log.info(message),
    error: (error, message) => app.log.error({ err: error }, message),
  });

  // SIGTERM (service managers) or SIGINT (Ctrl+C): stop taking connections, let the requests in flight finish
  // (at most DRAIN_LIMIT_MS, e.g. a long export), then close the database. A second signal stops at once.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      console.log(`${signal} received again, stopping now.`);
      process.exit(1);
    }
    stopping = true;
    console.log(`\n${signal} received, finishing the requests in flight...`);
    const limit = setTimeout(() => {
      console.log(`Requests still running after ${DRAIN_LIMIT_MS / 1000} s; closing their connections.`);
      app.server.closeAllConnections();
    }, DRAIN_LIMIT_MS);
    // A keep-alive connection whose last response just finished would otherwise hold the close until it times out.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    let code = 0;
    try {
      stopSweeps();
      await app.close();
      storage.destroy?.();
      await maintenance?.stop();
      await database.close();
    } catch (error) {
      console.error(error);
      code = 1;
    } finally {
      clearTimeout(limit);
      clearInterval(sweep);
    }
    process.exit(code);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: settings.port, host: settings.host });
  if (!settings.publicUrl && !(settings.storage.kind === 's3' && settings.storage.publicUrl)) {
    app.log.warn('PUBLIC_URL is not set: the public content API gives root-relative /uploads/... media addresses; set PUBLIC_URL (e.g. https://admin.example.com) for absolute ones a site on another origin can use');
  }
  const shownHost = settings.host === '0.0.0.0' || settings.host === '::' ? 'localhost' : settings.host;
  const url = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${settings.port}`;
  const lines = [
    '',
    `Backoffice is running at ${url}`,
    `  database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${join(settings.dataDir, 'db')}`}`,
    `  files:    ${storage.location}`,
    `  limits:   ${settings.redisUrl ? 'shared through Redis (REDIS_URL)' : 'in this process (no REDIS_URL)'}`,
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
