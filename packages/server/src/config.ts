import { resolve } from 'node:path';
import { readSecretsKey } from './auth/secret-box';
import { readOidcSettings, type OidcSettings } from './auth/oidc-settings';
import { DEFAULT_PGLITE_SHARED_BUFFERS_MB } from './db/pglite-memory';
import { redactedUrl } from './http/redacted-url';
import { DEFAULT_BUILT_IN_PLUGINS_DIR } from './plugins/built-in-plugins';

/** Everything the server reads from its environment, resolved once by `main` and passed to `buildApp`. */
export interface AppConfig {
  /** Largest accepted upload, in bytes (UPLOAD_MAX_BYTES). */
  uploadMaxBytes: number;
  /** Mark the session cookie Secure (COOKIE_SECURE), for HTTPS deployments. */
  cookieSecure: boolean;
  /** Origins of the public marketing site allowed to call routes marked `public` (PUBLIC_SITE_ORIGINS). */
  publicSiteOrigins: string[];
  /** The built front end (APP_DIR); null serves only the API. */
  appDir: string | null;
  /** The plugin config served as /config.json (APP_CONFIG). */
  appConfigFile: string | null;
  /** External plugins' bundles, served at /plugins/<id>/... (PLUGINS_DIR; default DATA_DIR/plugins); null serves none. */
  pluginsDir: string | null;
  /** Origins besides the app's own allowed to serve plugin bundles (PLUGIN_ORIGINS); the page's CSP allows exactly these. */
  pluginOrigins: string[];
  /**
   * The plugin dev loop (PLUGIN_DEV_RELOAD): /config.json tells the app to reload the page when a bundle in the plugins
   * folder changes. For a developer's own server only: refused at start under NODE_ENV=production.
   */
  pluginDevReload: boolean;
  /** The built-in plugins' packages (packages/plugins): the plugin ids the config may switch, besides external ones. */
  builtInPluginsDir: string;
  /** Pino log level (LOG_LEVEL); 'silent' in tests. */
  logLevel: string;
  /** Sign-in attempts allowed per minute for one IP and email; 0 turns throttling off. */
  signInAttemptsPerMinute: number;
  /** Sign-in attempts allowed per minute from one client address (an IPv6 /64), whatever the e-mails. */
  signInAttemptsPerAddress: number;
  /** Sign-in attempts allowed per 15 minutes for one account, from all addresses together. */
  signInAttemptsPerAccount: number;
  /** Password hashes computed at once by sign-ins, and how many more may wait for one. */
  signInConcurrentHashes: number;
  signInHashQueue: number;
  /** Public intake requests (newsletter, leads, applications) allowed per minute from one address. */
  intakeRequestsPerMinute: number;
  /** Public intake requests allowed per day from one address, all intake routes together (INTAKE_DAILY_QUOTA). */
  intakeRequestsPerDay: number;
  /** Total bytes of private files (candidates' résumés and portfolios) kept; beyond it applications are refused (PRIVATE_FILES_MAX_BYTES). */
  privateFilesMaxBytes: number;
  /** Redis for limits shared by every server process (REDIS_URL); null counts them in memory. */
  redisUrl: string | null;
  /** Put before every Redis key (REDIS_KEY_PREFIX), so several sites or test runs can share one Redis. */
  redisKeyPrefix: string;
  /** Which proxies' X-Forwarded-For to believe for the client address (TRUST_PROXY; Fastify's trustProxy). */
  trustProxy: boolean | number | string[];
  /** A session unused for this many hours ends (SESSION_IDLE_HOURS), besides its 7-day limit. */
  sessionIdleHours: number;
  /**
   * Keep checked sessions in memory, emptied through the database's notifications (auth/session-cache.ts). On by
   * default; SESSION_CACHE=off makes every request read its session from the database (e.g. behind a pooler in
   * transaction mode, where LISTEN does not work).
   */
  sessionCache: boolean;
  /** The name authenticator apps show beside an admin's codes (TOTP_ISSUER). */
  totpIssuer: string;
  /** The key that seals stored authenticator secrets (SECRETS_KEY, 32 bytes); null: stored as given (auth/secret-box.ts). */
  secretsKey: Buffer | null;
  /**
   * The address browsers use for the app (PUBLIC_URL), e.g. https://admin.example.com: the origin writes must come from
   * (null: the Host each request arrives with) and of the content API's media addresses (null: root-relative).
   */
  publicUrl: string | null;
  /** Seconds the public content API lets browsers and CDNs cache each kind (CONTENT_CACHE_SECONDS; key `default` for the rest). */
  contentCacheSeconds: Record<string, number>;
  /** Public content requests allowed per minute from one address (CONTENT_REQUESTS_PER_MINUTE); 0 turns the limit off. */
  contentRequestsPerMinute: number;
  /** The languages the site's content is written in (CONTENT_LOCALES, e.g. `en,fr,ar`); the first is the default, held in the records' own columns. */
  contentLocales: string[];
  /**
   * Addresses told about every content change (CONTENT_WEBHOOK_URLS), signed with CONTENT_WEBHOOK_SECRET: a bootstrap,
   * each becomes a webhook endpoint at start when none has its address (modules/webhooks).
   */
  contentWebhookUrls: string[];
  contentWebhookSecret: string | null;
  /**
   * The site's page of a record of each content kind, for its Preview action (PREVIEW_URL_<KIND>, e.g.
   * PREVIEW_URL_FAQS=https://www.example.com/faq?preview={token}): `{slug}`, `{id}` and `{token}` are filled in.
   */
  previewUrls: Record<string, string>;
  /** Let webhook calls reach loopback, link-local and private addresses (WEBHOOK_ALLOW_PRIVATE); off, they are refused. */
  webhookAllowPrivate: boolean;
  /** Seconds before the first retry of a failed webhook delivery, doubled (with jitter) for each next one (WEBHOOK_RETRY_DELAY_SECONDS). */
  webhookRetryDelaySeconds: number;
  /** Retries of a failed webhook delivery after its first attempt (WEBHOOK_RETRIES). */
  webhookRetries: number;
  /** How often an idle job worker looks for work, in seconds (JOBS_POLLING_SECONDS, at least 0.5). */
  jobPollingSeconds: number;
  /** How often expired job attempts (a killed process's) are taken back, in seconds (JOBS_MAINTENANCE_SECONDS). */
  jobMaintenanceSeconds: number;
  /** The day's run of each daily job (retention, sweeps) starts this many seconds after it is first sent (JOBS_DAILY_DELAY_SECONDS). */
  dailyJobsDelaySeconds: number;
  /** How long a stopping server waits for the jobs it runs before handing them back (JOBS_SHUTDOWN_SECONDS, at least 1). */
  jobShutdownSeconds: number;
  /** Activity log entries older than this many days are pruned daily (ACTIVITY_RETENTION_DAYS). */
  activityRetentionDays: number;
  /** How long an export's file can be downloaded, in hours, before the daily export-expiry job deletes it (EXPORT_RETENTION_HOURS). */
  exportRetentionHours: number;
  /** Saved versions kept per content record, the oldest pruned beyond it (REVISIONS_LIMIT). */
  revisionsLimit: number;
  /** How long a deleted content record can be restored ("Undo"), in seconds (UNDO_SECONDS); 0: deletes cannot be undone. */
  undoSeconds: number;
  /** An editor's lock on a record lapses when its heartbeats stop for this long (PRESENCE_EXPIRY_SECONDS). */
  presenceExpirySeconds: number;
  /** Per collection, records older than this many days are deleted daily (RETENTION_<COLLECTION>_DAYS); absent: kept. */
  retentionDays: Partial<Record<RetentionCollection, number>>;
  /** The bearer token Prometheus scrapes /metrics with (METRICS_TOKEN); null: no metrics are kept or served (404). */
  metricsToken: string | null;
  /** Single sign-on with an OpenID Connect provider (OIDC_*); null when OIDC_ISSUER is not set. */
  oidc: OidcSettings | null;
}

/** How long each content kind may be cached, in seconds, unless CONTENT_CACHE_SECONDS says otherwise. */
export const DEFAULT_CONTENT_CACHE_SECONDS: Record<string, number> = {
  default: 60,
  pricing: 300,
  legal: 300,
  seo: 300,
  countries: 300,
};

/** Collections a retention rule may apply to, and the variable that sets it. */
export const RETENTION_VARIABLES = {
  newsletter: 'RETENTION_NEWSLETTER_DAYS',
  leads: 'RETENTION_LEADS_DAYS',
  contactSales: 'RETENTION_CONTACT_SALES_DAYS',
  candidates: 'RETENTION_CANDIDATES_DAYS',
} as const;
export type RetentionCollection = keyof typeof RETENTION_VARIABLES;

/** Where files are kept: local disk (default) or an S3-compatible bucket. */
export type StorageSettings =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      prefix: string;
      endpoint: string | null;
      region: string | null;
      forcePathStyle: boolean | null;
      publicUrl: string | null;
    };

export interface EnvironmentSettings extends AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** How long a starting server keeps trying to reach the database before giving up (DATABASE_CONNECT_TIMEOUT_SECONDS). */
  databaseConnectTimeoutSeconds: number;
  /** The embedded database's page cache in MB (PGLITE_SHARED_BUFFERS_MB); unused on PostgreSQL. */
  pgliteSharedBuffersMb: number;
  adminEmail: string | null;
  adminPassword: string | null;
  storage: StorageSettings;
  /** How long a stopping server lets work in flight finish before cutting it and exiting non-zero (SHUTDOWN_DRAIN_SECONDS). */
  drainSeconds: number;
}

export const DEFAULT_UPLOAD_MAX_BYTES = 4 * 1024 * 1024;
export const DEFAULT_INTAKE_DAILY_QUOTA = 200;
export const DEFAULT_PRIVATE_FILES_MAX_BYTES = 2 * 1024 * 1024 * 1024;
export const DEFAULT_EXPORT_RETENTION_HOURS = 24;
/** The sign-in and intake limits no variable sets: the same in the defaults and in a configuration read from the environment. */
const FIXED_LIMITS = {
  signInAttemptsPerMinute: 10,
  signInAttemptsPerAddress: 30,
  signInAttemptsPerAccount: 30,
  signInConcurrentHashes: 4,
  signInHashQueue: 32,
  intakeRequestsPerMinute: 20,
} satisfies Partial<AppConfig>;

export function defaultConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    uploadMaxBytes: DEFAULT_UPLOAD_MAX_BYTES,
    cookieSecure: false,
    publicSiteOrigins: [],
    appDir: null,
    appConfigFile: null,
    pluginsDir: null,
    pluginOrigins: [],
    pluginDevReload: false,
    builtInPluginsDir: DEFAULT_BUILT_IN_PLUGINS_DIR,
    logLevel: 'info',
    ...FIXED_LIMITS,
    intakeRequestsPerDay: DEFAULT_INTAKE_DAILY_QUOTA,
    privateFilesMaxBytes: DEFAULT_PRIVATE_FILES_MAX_BYTES,
    redisUrl: null,
    redisKeyPrefix: 'backoffice:',
    trustProxy: false,
    publicUrl: null,
    sessionIdleHours: 12,
    sessionCache: true,
    totpIssuer: 'Backoffice',
    secretsKey: null,
    contentCacheSeconds: DEFAULT_CONTENT_CACHE_SECONDS,
    contentRequestsPerMinute: 1200,
    contentLocales: ['en'],
    contentWebhookUrls: [],
    contentWebhookSecret: null,
    previewUrls: {},
    webhookAllowPrivate: false,
    webhookRetryDelaySeconds: 5,
    webhookRetries: 8,
    jobPollingSeconds: 2,
    jobMaintenanceSeconds: 60,
    dailyJobsDelaySeconds: 60,
    jobShutdownSeconds: 10,
    activityRetentionDays: 365,
    exportRetentionHours: DEFAULT_EXPORT_RETENTION_HOURS,
    revisionsLimit: 50,
    undoSeconds: 600,
    presenceExpirySeconds: 45,
    retentionDays: {},
    metricsToken: null,
    oidc: null,
    ...overrides,
  };
}

/** A set, non-blank value, trimmed; null otherwise. */
function blank(value: string | undefined): string | null {
  return value && value.trim() ? value.trim() : null;
}

function flag(value: string | undefined): boolean {
  return value !== undefined && ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase());
}

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0)
    throw new Error(`${name} must be a positive whole number (got "${value}")`);
  return number;
}

/** A number of seconds, `minimum` or more (fractions allowed). */
function secondsAtLeast(name: string, value: string | undefined, fallback: number, minimum: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number < minimum)
    throw new Error(`${name} must be a number of seconds, at least ${minimum} (got "${value}")`);
  return number;
}

/**
 * CONTENT_CACHE_SECONDS: one number for every kind (`120`), or `kind=seconds` pairs over the defaults
 * (`articles=30,sections=30,default=120`).
 */
export function contentCacheSeconds(value: string | undefined): Record<string, number> {
  const text = (value ?? '').trim();
  if (!text) return DEFAULT_CONTENT_CACHE_SECONDS;
  const seconds = (raw: string) => {
    const number = Number(raw.trim());
    if (!Number.isInteger(number) || number < 0)
      throw new Error(`CONTENT_CACHE_SECONDS must hold whole numbers of seconds (got "${value}")`);
    return number;
  };
  if (!text.includes('=')) {
    const all = seconds(text);
    return Object.fromEntries(Object.keys(DEFAULT_CONTENT_CACHE_SECONDS).map((kind) => [kind, all]));
  }
  const result = { ...DEFAULT_CONTENT_CACHE_SECONDS };
  for (const pair of text.split(',').filter((item) => item.trim())) {
    const [kind, raw] = pair.split('=');
    if (!kind?.trim() || raw === undefined)
      throw new Error(`CONTENT_CACHE_SECONDS must look like "60" or "articles=30,default=60" (got "${value}")`);
    result[kind.trim()] = seconds(raw);
  }
  return result;
}

/** RETENTION_<COLLECTION>_DAYS: off unless set to a positive number of days. */
function retentionDays(env: NodeJS.ProcessEnv): AppConfig['retentionDays'] {
  const days: AppConfig['retentionDays'] = {};
  for (const [collection, name] of Object.entries(RETENTION_VARIABLES) as Array<[RetentionCollection, string]>) {
    if (blank(env[name])) days[collection] = positiveInteger(name, env[name], 0);
  }
  return days;
}

/** TRUST_PROXY: off by default; `true` trusts any proxy, a number that many hops, otherwise a list of addresses/CIDRs. */
function trustProxy(value: string | undefined): boolean | number | string[] {
  const text = (value ?? '').trim();
  if (!text || ['0', 'false', 'no', 'off'].includes(text.toLowerCase())) return false;
  if (['true', 'yes', 'on'].includes(text.toLowerCase())) return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** PLUGIN_ORIGINS: comma-separated http(s) origins (scheme, host, port; no path) that may serve plugin bundles. */
export function pluginOrigins(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      let url: URL | null = null;
      try {
        url = new URL(entry);
      } catch {
        // Reported below.
      }
      if (!url || !/^https?:$/.test(url.protocol) || url.origin !== entry.replace(/\/$/, '')) {
        throw new Error(
          `PLUGIN_ORIGINS must hold origins such as https://plugins.example.com, without a path (got "${entry}")`,
        );
      }
      return url.origin;
    });
}

/** PUBLIC_URL: an http(s) address; only its origin counts. */
function publicUrl(value: string | undefined): string | null {
  const text = blank(value);
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`PUBLIC_URL must be an http(s) address such as https://admin.example.com (got "${text}")`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`PUBLIC_URL must start with http:// or https:// (got "${text}")`);
  return url.origin;
}

/**
 * STORAGE_URL (`s3://bucket/prefix`, or a folder for local files) and/or S3_BUCKET, S3_ENDPOINT, S3_REGION,
 * S3_PUBLIC_URL, S3_FORCE_PATH_STYLE. Credentials are not read here: the AWS SDK finds them itself
 * (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, AWS_PROFILE, an instance or container role...).
 */
export function readStorageSettings(env: NodeJS.ProcessEnv, rootDir: string, dataDir: string): StorageSettings {
  const url = blank(env.STORAGE_URL);
  const fromUrl = url?.startsWith('s3://') ? /^s3:\/\/([^/]+)\/?(.*)$/.exec(url) : null;
  if (url?.startsWith('s3://') && !fromUrl)
    throw new Error(`STORAGE_URL must look like s3://bucket or s3://bucket/prefix (got "${url}")`);
  const bucket = blank(env.S3_BUCKET);
  if (fromUrl && bucket && bucket !== fromUrl[1])
    throw new Error(`STORAGE_URL names the bucket "${fromUrl[1]}" but S3_BUCKET says "${bucket}"`);
  const s3Bucket = fromUrl?.[1] ?? bucket;
  if (!s3Bucket) {
    for (const name of ['S3_ENDPOINT', 'S3_PUBLIC_URL']) {
      if (blank(env[name]))
        throw new Error(`${name} is set but no bucket is: set S3_BUCKET or STORAGE_URL=s3://bucket`);
    }
    const dir = url ? (url.startsWith('file:') ? new URL(url).pathname : resolve(rootDir, url)) : dataDir;
    return { kind: 'local', dir };
  }
  const pathStyle = blank(env.S3_FORCE_PATH_STYLE);
  return {
    kind: 's3',
    bucket: s3Bucket,
    prefix: fromUrl?.[2] ?? '',
    endpoint: blank(env.S3_ENDPOINT),
    region: blank(env.S3_REGION),
    forcePathStyle: pathStyle === null ? null : flag(pathStyle),
    publicUrl: blank(env.S3_PUBLIC_URL),
  };
}

/** A language tag as the content API takes it: `fr`, `pt-BR`, `zh-Hant` (BCP 47 language with an optional script or region). */
const LOCALE_TAG = /^[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|[0-9]{3}))?$/;

/** CONTENT_LOCALES: comma-separated language tags, the first the default; unset: `en` only (the content as it always was). */
export function contentLocales(value: string | undefined): string[] {
  const text = blank(value);
  if (!text) return ['en'];
  const locales = text.split(',').map((locale) => locale.trim());
  for (const locale of locales) {
    if (!LOCALE_TAG.test(locale))
      throw new Error(
        `CONTENT_LOCALES must hold language tags such as en,fr,ar or en,pt-BR (got "${locale}" in "${text}")`,
      );
  }
  const repeated = locales.find((locale, index) => locales.indexOf(locale) !== index);
  if (repeated) throw new Error(`CONTENT_LOCALES names "${repeated}" twice (got "${text}")`);
  return locales;
}

/** CONTENT_WEBHOOK_URLS: comma-separated http(s) addresses; they need CONTENT_WEBHOOK_SECRET to sign with. */
function webhookUrls(value: string | undefined, secret: string | undefined): string[] {
  const urls = (value ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  for (const url of urls) {
    if (!/^https?:\/\/[^\s]+$/.test(url) || !URL.canParse(url))
      throw new Error(`CONTENT_WEBHOOK_URLS must hold http(s) addresses (got "${redactedUrl(url)}")`);
  }
  if (urls.length > 0 && !blank(secret))
    throw new Error(
      'CONTENT_WEBHOOK_URLS is set but CONTENT_WEBHOOK_SECRET is not: set a secret to sign the calls with',
    );
  return urls;
}

/** PREVIEW_URL_<KIND> variables, by kind in lower case (PREVIEW_URL_FAQS → faqs); each must be an http(s) address. */
export function previewUrls(env: NodeJS.ProcessEnv): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    const match = /^PREVIEW_URL_([A-Z0-9_]+)$/.exec(name);
    const url = blank(value);
    if (!match || !url) continue;
    if (!/^https?:\/\//i.test(url))
      throw new Error(`${name} must be an http or https address (with {slug}, {id} or {token} where they go)`);
    urls[match[1].toLowerCase()] = url;
  }
  return urls;
}

/** PLUGIN_DEV_RELOAD: on for a plugin developer's server; never in production (a start error says so). */
export function pluginDevReload(env: NodeJS.ProcessEnv): boolean {
  const on = flag(env.PLUGIN_DEV_RELOAD);
  if (on && env.NODE_ENV === 'production')
    throw new Error('PLUGIN_DEV_RELOAD is for developing plugins and cannot be on with NODE_ENV=production');
  return on;
}

/** METRICS_TOKEN: a secret of at least 16 characters with no spaces (it travels as a bearer token). */
function metricsToken(value: string | undefined): string | null {
  const token = blank(value);
  if (token && (token.length < 16 || /\s/.test(token)))
    throw new Error('METRICS_TOKEN must be at least 16 characters without spaces (e.g. `openssl rand -hex 32`)');
  return token;
}

/** Reads the environment; relative paths are resolved against `rootDir` (the repository root). */
export function readEnvironment(env: NodeJS.ProcessEnv, rootDir: string): EnvironmentSettings {
  const dataDir = resolve(rootDir, blank(env.DATA_DIR) ?? 'data');
  return {
    port: positiveInteger('PORT', env.PORT, 8080),
    host: blank(env.HOST) ?? '127.0.0.1',
    dataDir,
    databaseUrl: blank(env.DATABASE_URL),
    databaseConnectTimeoutSeconds: positiveInteger(
      'DATABASE_CONNECT_TIMEOUT_SECONDS',
      env.DATABASE_CONNECT_TIMEOUT_SECONDS,
      60,
    ),
    pgliteSharedBuffersMb: positiveInteger(
      'PGLITE_SHARED_BUFFERS_MB',
      env.PGLITE_SHARED_BUFFERS_MB,
      DEFAULT_PGLITE_SHARED_BUFFERS_MB,
    ),
    adminEmail: blank(env.ADMIN_EMAIL),
    adminPassword: env.ADMIN_PASSWORD || null,
    uploadMaxBytes: positiveInteger('UPLOAD_MAX_BYTES', env.UPLOAD_MAX_BYTES, DEFAULT_UPLOAD_MAX_BYTES),
    cookieSecure: flag(env.COOKIE_SECURE),
    publicSiteOrigins: (env.PUBLIC_SITE_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    appDir: resolve(rootDir, blank(env.APP_DIR) ?? 'packages/app/dist'),
    appConfigFile: resolve(rootDir, blank(env.APP_CONFIG) ?? 'packages/app/backoffice.config.json'),
    pluginsDir: resolve(rootDir, blank(env.PLUGINS_DIR) ?? resolve(dataDir, 'plugins')),
    pluginOrigins: pluginOrigins(env.PLUGIN_ORIGINS),
    pluginDevReload: pluginDevReload(env),
    builtInPluginsDir: resolve(rootDir, 'packages/plugins'),
    logLevel: blank(env.LOG_LEVEL) ?? 'info',
    ...FIXED_LIMITS,
    intakeRequestsPerDay: positiveInteger('INTAKE_DAILY_QUOTA', env.INTAKE_DAILY_QUOTA, DEFAULT_INTAKE_DAILY_QUOTA),
    privateFilesMaxBytes: positiveInteger(
      'PRIVATE_FILES_MAX_BYTES',
      env.PRIVATE_FILES_MAX_BYTES,
      DEFAULT_PRIVATE_FILES_MAX_BYTES,
    ),
    redisUrl: blank(env.REDIS_URL),
    redisKeyPrefix: env.REDIS_KEY_PREFIX ?? 'backoffice:',
    trustProxy: trustProxy(env.TRUST_PROXY),
    publicUrl: publicUrl(env.PUBLIC_URL),
    sessionIdleHours: positiveInteger('SESSION_IDLE_HOURS', env.SESSION_IDLE_HOURS, 12),
    sessionCache: !['0', 'false', 'no', 'off'].includes((env.SESSION_CACHE ?? '').trim().toLowerCase()),
    totpIssuer: blank(env.TOTP_ISSUER) ?? 'Backoffice',
    secretsKey: readSecretsKey(env.SECRETS_KEY),
    activityRetentionDays: positiveInteger('ACTIVITY_RETENTION_DAYS', env.ACTIVITY_RETENTION_DAYS, 365),
    exportRetentionHours: positiveInteger(
      'EXPORT_RETENTION_HOURS',
      env.EXPORT_RETENTION_HOURS,
      DEFAULT_EXPORT_RETENTION_HOURS,
    ),
    revisionsLimit: positiveInteger('REVISIONS_LIMIT', env.REVISIONS_LIMIT, 50),
    undoSeconds: secondsAtLeast('UNDO_SECONDS', env.UNDO_SECONDS, 600, 0),
    presenceExpirySeconds: positiveInteger('PRESENCE_EXPIRY_SECONDS', env.PRESENCE_EXPIRY_SECONDS, 45),
    retentionDays: retentionDays(env),
    storage: readStorageSettings(env, rootDir, dataDir),
    contentCacheSeconds: contentCacheSeconds(env.CONTENT_CACHE_SECONDS),
    contentRequestsPerMinute:
      env.CONTENT_REQUESTS_PER_MINUTE?.trim() === '0'
        ? 0
        : positiveInteger('CONTENT_REQUESTS_PER_MINUTE', env.CONTENT_REQUESTS_PER_MINUTE, 1200),
    contentLocales: contentLocales(env.CONTENT_LOCALES),
    contentWebhookUrls: webhookUrls(env.CONTENT_WEBHOOK_URLS, env.CONTENT_WEBHOOK_SECRET),
    contentWebhookSecret: blank(env.CONTENT_WEBHOOK_SECRET),
    previewUrls: previewUrls(env),
    webhookAllowPrivate: flag(env.WEBHOOK_ALLOW_PRIVATE),
    metricsToken: metricsToken(env.METRICS_TOKEN),
    drainSeconds: positiveInteger('SHUTDOWN_DRAIN_SECONDS', env.SHUTDOWN_DRAIN_SECONDS, 30),
    oidc: readOidcSettings(env),
    webhookRetryDelaySeconds: positiveInteger('WEBHOOK_RETRY_DELAY_SECONDS', env.WEBHOOK_RETRY_DELAY_SECONDS, 5),
    webhookRetries:
      env.WEBHOOK_RETRIES?.trim() === '0' ? 0 : positiveInteger('WEBHOOK_RETRIES', env.WEBHOOK_RETRIES, 8),
    jobPollingSeconds: secondsAtLeast('JOBS_POLLING_SECONDS', env.JOBS_POLLING_SECONDS, 2, 0.5),
    jobMaintenanceSeconds: secondsAtLeast('JOBS_MAINTENANCE_SECONDS', env.JOBS_MAINTENANCE_SECONDS, 60, 1),
    dailyJobsDelaySeconds: secondsAtLeast('JOBS_DAILY_DELAY_SECONDS', env.JOBS_DAILY_DELAY_SECONDS, 60, 0),
    jobShutdownSeconds: secondsAtLeast('JOBS_SHUTDOWN_SECONDS', env.JOBS_SHUTDOWN_SECONDS, 10, 1),
  };
}
