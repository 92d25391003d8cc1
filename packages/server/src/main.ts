import { join, resolve } from 'node:path';
import { readEnvironment } from './config';
import { openDatabaseWhenReachable } from './db/open-when-reachable';
import { migrations } from './migrations';
import { startPGliteMaintenance } from './db/pglite-maintenance';
import { PluginSwitches } from './plugins/plugin-switches';
import { openStorage } from './storage/open-storage';
import { startTracingWhenConfigured } from './tracing/start-tracing';

/**
 * The repository root: relative paths in the environment start here. This file runs as packages/server/src/main.ts
 * (tsx, tests) or compiled as packages/server/dist/main.js (`npm start`); both are three levels down.
 */
const ROOT = resolve(import.meta.dirname, '../../..');
async function main() {
  const settings = readEnvironment(process.env, ROOT);
  // Before the web app and the database driver load, so the instrumentations can hook them (only when asked for).
  const tracing = await startTracingWhenConfigured(process.env);
  // The plugin config (APP_CONFIG, the app's own file) first: an unknown plugin id, broken JSON or a wrong
  // setting stops the server here, with the reason, before the database is even opened.
  const plugins = await PluginSwitches.open({
    file: settings.appConfigFile,
    builtInPluginsDir: settings.builtInPluginsDir,
    pluginsDir: settings.pluginsDir,
  });
  // The web app's code (Fastify, every module) loads while the database opens: PGlite compiles its
  // WebAssembly in the background meanwhile, PostgreSQL answers over the network (or is waited for).
  const [database, { buildApp }, { runStartSeeds }] = await Promise.all([
    openDatabaseWhenReachable(
      {
        ...(settings.databaseUrl
          ? { url: settings.databaseUrl }
          : { dataDir: join(settings.dataDir, 'db'), pgliteSharedBuffersMb: settings.pgliteSharedBuffersMb }),
        metrics: settings.metricsToken !== null,
        migrations,
      },
      {
        timeoutSeconds: settings.databaseConnectTimeoutSeconds,
        log: (message) => console.log(message),
      },
    ),
    import('./app'),
    import('./seed/seed-context'),
  ]);
  const storage = await openStorage(settings.storage);
  // Each module's first-start seed (e.g. the first super admin); what they report is printed below.
  const started = await runStartSeeds(database.db, storage, settings);
  const app = await buildApp({ db: database.db, storage, config: settings, plugins });
  const maintenance = database.kind === 'pglite' ? startPGliteMaintenance(database.db) : null;

  // SIGTERM (service managers) or SIGINT (Ctrl+C): stop taking connections, let the work in flight finish (at
  // most SHUTDOWN_DRAIN_SECONDS, e.g. a long export) and the background jobs running here (JOBS_SHUTDOWN_SECONDS,
  // then they are handed back to the other processes), then close the database. Work still running at that limit
  // is cut (its connections closed), listed in the log, and the exit code is 1: a service manager or deploy
  // script then knows this stop lost work. A second signal stops at once.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      console.log(`${signal} received again, stopping now.`);
      process.exit(1);
    }
    stopping = true;
    console.log(`\n${signal} received, finishing the requests in flight...`);
    let cut = 0;
    const limit = setTimeout(() => {
      const running = app.inFlightWork.running();
      cut = running.length;
      const now = Date.now();
      const list = running.map(
        (work) => `  ${work.description}, running for ${((now - work.startedAt) / 1000).toFixed(1)} s`,
      );
      console.error(
        [`Work still running after ${settings.drainSeconds} s (SHUTDOWN_DRAIN_SECONDS); cutting ${cut}:`, ...list].join(
          '\n',
        ),
      );
      app.server.closeAllConnections();
    }, settings.drainSeconds * 1000);
    // A keep-alive connection whose last response just finished would otherwise hold the close until it times out.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    let code = 0;
    try {
      await app.close();
      storage.destroy?.();
      await maintenance?.stop();
      await database.close();
      await tracing
        ?.shutdown()
        .catch((error) =>
          console.error(
            `Tracing: the last spans could not be sent (${error instanceof Error ? error.message : error})`,
          ),
        );
    } catch (error) {
      console.error(error);
      code = 1;
    } finally {
      clearTimeout(limit);
      clearInterval(sweep);
    }
    if (code === 0 && (cut > 0 || app.jobsHandedBack > 0)) {
      const parts = [
        cut > 0 ? `cutting ${cut} piece${cut === 1 ? '' : 's'} of work in flight` : '',
        app.jobsHandedBack > 0 ? `handing back ${app.jobsHandedBack} background job(s)` : '',
      ].filter(Boolean);
      console.error(`Stopped after ${parts.join(' and ')}; exit code 1.`);
      code = 1;
    }
    process.exit(code);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: settings.port, host: settings.host });
  if (!settings.publicUrl && !(settings.storage.kind === 's3' && settings.storage.publicUrl)) {
    app.log.warn(
      'PUBLIC_URL is not set: the public content API gives root-relative /uploads/... media addresses; set PUBLIC_URL (e.g. https://admin.example.com) for absolute ones a site on another origin can use',
    );
  }
  if (settings.databaseUrl && !settings.secretsKey) {
    app.log.warn(
      'SECRETS_KEY is not set: authenticator app secrets are stored unsealed in PostgreSQL; set it (openssl rand -base64 32), the same on every process',
    );
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
