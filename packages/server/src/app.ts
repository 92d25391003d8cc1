import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import type { Database } from './db/schema';
import { installRequestGuard } from './auth/request-guard';
import { SessionCache } from './auth/session-cache';
import { frameworkErrors, installErrorHandler } from './http/error-handler';
import { installInputLayer } from './http/input-layer';
import { healthRoutes } from './http/health-routes';
import { installSecurityHeaders } from './http/security-headers';
import { serveFrontEnd } from './http/serve-front-end';
import { serveUploads } from './http/serve-uploads';
import { installRateLimits } from './limits/rate-limits';
import { combineWriteHooks, recordWriter, type WriteHooks } from './db/record-writes';
import { installRequestWriter } from './http/write-origin';
import { JobQueue } from './jobs/job-queue';
import { allModules } from './modules/index';
import { installPluginGate, pluginOfModule, tagRoutesWithPlugin } from './plugins/plugin-gate';
import { PluginSwitches } from './plugins/plugin-switches';
import type { ServerModule } from './modules/module';
import type { Storage } from './storage/storage';
import { createUploads } from './storage/uploads';
import { createMediaLibrary } from './storage/media-library';
import { keyOf } from './storage/storage-keys';
import { installInFlightTracking } from './http/in-flight-work';
import { requestIdOf, installRequestIdHeader } from './http/request-id';
import { metricsRoute } from './metrics/metrics-route';
import { collectProcessMetrics, httpRequestsInFlight, onCollect } from './metrics/metrics';
import { installRequestMetrics } from './metrics/request-metrics';
import { installUndoHeaders } from './modules/undo/keeper';

export type { AppConfig } from './config';
export { defaultConfig } from './config';
export type { ServerModule, ModuleContext, DashboardCounter, SeedContext, DemoSeed } from './modules/module';
export type { WriteHooks, RecordWrite, AppEvent } from './db/record-writes';
export { combineWriteHooks } from './db/record-writes';

export interface RegisteredRoute {
  method: string;
  url: string;
  public: boolean;
  permission: string;
  /** The route's JSON schemas (params, querystring, body), for the OpenAPI document. */
  schema?: Record<string, unknown>;
  /** Set on routes whose body is a multipart form (uploads). */
  bodyKind?: 'json' | 'multipart' | 'json-or-multipart';
  /** The success answer's schema (JSON) or content types (files), for the OpenAPI document only. */
  answer?: { schema?: unknown; files?: readonly string[]; redirect?: string };
  /** The plugin whose switch turns the route off (404), or undefined/null when none does. */
  readonly plugin?: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered under /api, for tests and diagnostics. */
    apiRoutes: RegisteredRoute[];
    /** Background jobs the app's close had to hand back unfinished (main.ts then exits non-zero). */
    jobsHandedBack: number;
  }
}

export interface BuildAppOptions {
  db: Kysely<Database>;
  storage: Storage;
  config: AppConfig;
  /** Extra modules after the registered ones (tests use this for probe routes). */
  extraModules?: ServerModule[];
  /** What runs around every content write: in its transaction, and after it commits (besides the modules' own). */
  writeHooks?: WriteHooks;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** The plugin registry, already opened (main opens it before the database, so a broken config stops at once). */
  plugins?: PluginSwitches;
}

/** The module whose own `files` lists the library (not a use of a file), and the queue making a new image's variants. */
const MEDIA_MODULE = 'media';
const MEDIA_VARIANTS_QUEUE = 'media-variants';

/** JSON bodies above this are refused with 413 (uploads are multipart and limited by UPLOAD_MAX_BYTES). */
const JSON_BODY_LIMIT = 2 * 1024 * 1024;

/** TRUST_PROXY as Fastify takes it: a number of hops becomes the function form its types know. */
function trustedProxies(setting: AppConfig['trustProxy']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

/**
 * Builds the whole server from its parts; nothing global, so a test builds as many as it likes.
 * The database must already be migrated (openDatabase does it).
 */
export async function buildApp({
  db,
  storage,
  config,
  extraModules = [],
  writeHooks,
  logStream,
  plugins: openedPlugins,
}: BuildAppOptions): Promise<FastifyInstance> {
  // The same config file as the app's: a broken one throws here, before anything listens.
  const plugins =
    openedPlugins ??
    (await PluginSwitches.open({
      file: config.appConfigFile,
      builtInPluginsDir: config.builtInPluginsDir,
      pluginsDir: config.pluginsDir,
    }));
  const app = Fastify({
    logger:
      config.logLevel === 'silent' ? false : { level: config.logLevel, ...(logStream ? { stream: logStream } : {}) },
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: trustedProxies(config.trustProxy),
    frameworkErrors,
    // Every log line of a request carries its id (reqId): the caller's sane X-Request-Id, else a new UUID.
    genReqId: requestIdOf,
  });
  installRequestIdHeader(app);
  const inFlight = installInFlightTracking(app);
  if (config.metricsToken) {
    // Only when metrics are served: a server without METRICS_TOKEN adds no hook and starts no sampler.
    collectProcessMetrics();
    installRequestMetrics(app);
    const stopCollecting = onCollect(() => httpRequestsInFlight.set(inFlight.size));
    app.addHook('onClose', async () => void stopCollecting());
  }
  // Shared limits (REDIS_URL): the connection lives and ends with the app.
  // ioredis loads only when REDIS_URL is set.
  const redisConnection = config.redisUrl ? await import('./limits/redis-connection') : null;
  const redis = redisConnection ? await redisConnection.connectRedis(config.redisUrl!, app.log) : null;
  if (redis) app.addHook('onClose', () => redisConnection!.disconnectRedis(redis));

  app.decorate('uploadMaxBytes', config.uploadMaxBytes);
  app.decorate('apiRoutes', [] as RegisteredRoute[]);
  app.decorate('jobsHandedBack', 0);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api') || route.method === 'HEAD') return;
    for (const method of [route.method].flat()) {
      app.apiRoutes.push({
        method,
        url: route.url,
        public: route.config?.public === true,
        permission: route.config?.permission ?? 'read',
        schema: route.schema as Record<string, unknown> | undefined,
        bodyKind: route.config?.bodyKind,
        answer: route.config?.answer,
        // Read when asked: a module's scope tags its routes with their plugin after this hook has run.
        get plugin() {
          return (route.config as { plugin?: string | null } | undefined)?.plugin;
        },
      });
    }
  });
  installSecurityHeaders(app, { hsts: config.cookieSecure });

  plugins.log = app.log;
  for (const id of plugins.ids) {
    const manifest = plugins.manifestOf(id);
    if (manifest.status === 'refused')
      app.log.warn(`Plugin "${id}": its content types are not served: ${manifest.problem}`);
  }
  installPluginGate(app, plugins);
  installUndoHeaders(app);
  installErrorHandler(app, { uploadMaxBytes: config.uploadMaxBytes });
  installInputLayer(app);
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: { fileSize: config.uploadMaxBytes }, throwFileSizeLimit: false });
  await installRateLimits(app, { redis, keyPrefix: config.redisKeyPrefix });
  if (config.publicSiteOrigins.length > 0) {
    // Only routes marked public or crossOrigin (the marketing site's intake and content API) are callable from the public site.
    await app.register(fastifyCors, {
      delegator: (request, callback) => {
        const origin = request.headers.origin ?? '';
        const allowed =
          config.publicSiteOrigins.includes(origin) &&
          (request.method === 'OPTIONS' ||
            request.routeOptions.config?.public === true ||
            request.routeOptions.config?.crossOrigin === true);
        // Scripts on the site may read the content API's cache validators and a 429's wait.
        callback(null, {
          origin: allowed ? origin : false,
          credentials: false,
          exposedHeaders: ['ETag', 'Last-Modified', 'Retry-After'],
        });
      },
    });
  }
  // Checked sessions kept in memory, emptied through the database's notifications (auth/session-cache.ts).
  const sessions = new SessionCache();
  if (config.sessionCache) sessions.start(db);
  app.addHook('onClose', () => sessions.stop());
  // A signed-in write (it may have ended sessions or changed an admin), or a route that says it changes sessions,
  // answers once every process has applied what it changed (SessionCache.settle; PostgreSQL only, PGlite applies it before the statement returns).
  app.addHook('onSend', async (request, _reply, payload) => {
    const signedInWrite = request.admin && request.method !== 'GET' && request.method !== 'HEAD';
    if (signedInWrite || request.routeOptions.config?.changesSessions) await sessions.settle(db);
    return payload;
  });
  installRequestGuard(app, db, {
    publicUrl: config.publicUrl,
    sessionIdleMs: config.sessionIdleHours * 60 * 60 * 1000,
    cookieSecure: config.cookieSecure,
    sessions,
  });

  const modules = allModules(extraModules);
  const onClose = (run: () => Promise<void> | void) => app.addHook('onClose', async () => run());
  // Background work (src/jobs): stopped first when the app closes, so a job in flight is handed back while the
  // database is still open.
  const jobs = new JobQueue(db, app.log, {
    pollingSeconds: config.jobPollingSeconds,
    maintenanceSeconds: config.jobMaintenanceSeconds,
    dailyDelaySeconds: config.dailyJobsDelaySeconds,
  });
  app.addHook('preClose', async () => {
    const cut = await jobs.stop(config.jobShutdownSeconds * 1000);
    app.jobsHandedBack = cut;
    if (cut > 0) app.log.warn(`${cut} background job(s) were still running at shutdown; handed back to be run again`);
  });
  const hooks = [
    writeHooks,
    ...modules.map((module) => module.writeHooks?.({ db, config, log: app.log, onClose, jobs, plugins })),
  ].filter((hook): hook is WriteHooks => !!hook);
  // The media library (issue 37): public images stored once per content; a file is removed once no record uses it.
  const library = createMediaLibrary({
    db,
    storage,
    async isUsed(key) {
      for (const module of modules) {
        if (module.name === MEDIA_MODULE || !module.files) continue;
        if ((await module.files.referenced(db)).some((reference) => reference && keyOf(reference) === key)) return true;
      }
      return false;
    },
    onAdded: async (id) => void (await jobs.send(MEDIA_VARIANTS_QUEUE, { id })),
  });
  const records = recordWriter(db, { hooks: combineWriteHooks(hooks), removeFile: (file) => library.release(file) });
  // Routes write with `request.records` (their request's origin); jobs with `records` (the system's).
  installRequestWriter(app, records);
  const context = { db, storage, config, uploads: createUploads(storage, library), jobs, plugins, library };
  for (const module of modules) {
    await app.register(
      async (scope) => {
        tagRoutesWithPlugin(scope, pluginOfModule(module, plugins));
        await module.routes(scope, context);
      },
      { prefix: '/api' },
    );
  }
  await jobs.start(modules.flatMap((module) => module.jobs?.({ ...context, records, log: app.log }) ?? []));

  healthRoutes(app, { db, storage, redis });
  metricsRoute(app, config.metricsToken);
  serveUploads(app, storage);
  await serveFrontEnd(app, {
    appDir: config.appDir,
    plugins,
    pluginsDir: config.pluginsDir,
    pluginOrigins: config.pluginOrigins,
    pluginDevReload: config.pluginDevReload,
    sso: config.oidc ? { displayName: config.oidc.displayName } : null,
  });
  return app;
}
