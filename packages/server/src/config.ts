import { resolve } from 'node:path';

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
  /** Pino log level (LOG_LEVEL); 'silent' in tests. */
  logLevel: string;
  /** Sign-in attempts allowed per minute for one IP and email; 0 turns throttling off. */
  signInAttemptsPerMinute: number;
  /** Public intake requests (newsletter, leads, applications) allowed per minute from one address. */
  intakeRequestsPerMinute: number;
}

export interface EnvironmentSettings extends AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  adminEmail: string | null;
  adminPassword: string | null;
}

export const DEFAULT_UPLOAD_MAX_BYTES = 4 * 1024 * 1024;

export function defaultConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    uploadMaxBytes: DEFAULT_UPLOAD_MAX_BYTES,
    cookieSecure: false,
    publicSiteOrigins: [],
    appDir: null,
    appConfigFile: null,
    logLevel: 'info',
    signInAttemptsPerMinute: 10,
    intakeRequestsPerMinute: 20,
    ...overrides,
  };
}

function flag(value: string | undefined): boolean {
  return value !== undefined && ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase());
}

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0) throw new Error(`${name} must be a positive whole number (got "${value}")`);
  return number;
}

/** Reads the environment; relative paths are resolved against `rootDir` (the repository root). */
export function readEnvironment(env: NodeJS.ProcessEnv, rootDir: string): EnvironmentSettings {
  const blank = (value: string | undefined) => (value && value.trim() ? value.trim() : null);
  return {
    port: positiveInteger('PORT', env.PORT, 8080),
    host: blank(env.HOST) ?? '127.0.0.1',
    dataDir: resolve(rootDir, blank(env.DATA_DIR) ?? 'data'),
    databaseUrl: blank(env.DATABASE_URL),
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
    logLevel: blank(env.LOG_LEVEL) ?? 'info',
    signInAttemptsPerMinute: 10,
    intakeRequestsPerMinute: 20,
  };
}
