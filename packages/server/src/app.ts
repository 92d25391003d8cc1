import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import type { Database } from './db/schema';
import { installRequestGuard } from './auth/request-guard';
import { frameworkErrors, installErrorHandler } from './http/error-handler';
import { installInputLayer } from './http/input-layer';
import { healthRoutes } from './http/health-routes';
import { installSecurityHeaders } from './http/security-headers';
import { serveFrontEnd } from './http/serve-front-end';
import { serveUploads } from './http/serve-uploads';
import { installRateLimits } from './limits/rate-limits';
import { combineWriteHooks, recordWriter, type WriteHooks } from './db/record-writes';
import { installRequestContext } from './http/request-context';
import { allModules } from './modules/index';
import type { ServerModule } from './modules/module';
import type { Storage } from './storage/storage';
import { createUploads } from './storage/uploads';

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
  answer?: { schema?: unknown; files?: readonly string[] };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered under /api, for tests and diagnostics. */
    apiRoutes: RegisteredRoute[];
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
}

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
export async function buildApp({ db, storage, config, extraModules = [], writeHooks }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: trustedProxies(config.trustProxy),
    frameworkErrors,
  });
  // Shared limits (REDIS_URL): the connection lives and ends with the app.
  // ioredis loads only when REDIS_URL is set.
  const redisConnection = config.redisUrl ? await import('./limits/redis-connection') : null;
  const redis = redisConnection ? await redisConnection.connectRedis(config.redisUrl!, app.log) : null;
  if (redis) app.addHook('onClose', () => redisConnection!.disconnectRedis(redis));

  app.decorate('uploadMaxBytes', config.uploadMaxBytes);
  app.decorate('apiRoutes', [] as RegisteredRoute[]);
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
      });
    }
  });
  installSecurityHeaders(app, { hsts: config.cookieSecure });

  installRequestContext(app);
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
        const allowed = config.publicSiteOrigins.includes(origin) && (request.method === 'OPTIONS' || request.routeOptions.config?.public === true || request.routeOptions.config?.crossOrigin === true);
        // Scripts on the site may read the content API's cache validators and a 429's wait.
        callback(null, { origin: allowed ? origin : false, credentials: false, exposedHeaders: ['ETag', 'Last-Modified', 'Retry-After'] });
      },
    });
  }
  installRequestGuard(app, db, { publicUrl: config.publicUrl, sessionIdleMs: config.sessionIdleHours * 60 * 60 * 1000, cookieSecure: config.cookieSecure });

  const modules = allModules(extraModules);
  const onClose = (run: () => Promise<void> | void) => app.addHook('onClose', async () => run());
  const hooks = [writeHooks, ...modules.map((module) => module.writeHooks?.({ db, config, log: app.log, onClose }))].filter((hook): hook is WriteHooks => !!hook);
  const records = recordWriter(db, { hooks: combineWriteHooks(hooks), removeFile: (file) => storage.remove(file) });
  const context = { db, storage, config, uploads: createUploads(storage), records };
  for (const module of modules) {
    await app.register(async (scope) => module.routes(scope, context), { prefix: '/api' });
  }

  healthRoutes(app, { db, storage, redis });
  serveUploads(app, storage);
  await serveFrontEnd(app, { appDir: config.appDir, appConfigFile: config.appConfigFile, pluginsDir: config.pluginsDir, pluginOrigins: config.pluginOrigins });
  return app;
}
