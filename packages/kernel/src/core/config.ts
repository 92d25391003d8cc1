import type { ExternalPluginEntry } from './external-plugins';

/** The runtime config, served as `/config.json` (the operator edits `backoffice.config.json`). */
export interface BackofficeConfig {
  /** Base URL of the API; `/api` when absent. Point it at another backend to use that one. */
  apiBaseUrl?: string;
  /** Plugin id → on/off. A plugin not listed is on. */
  plugins?: Record<string, boolean>;
  /** Plugin bundles imported at boot, started like built-in ones (the server checks and serves them). */
  externalPlugins?: ExternalPluginEntry[];
  /** Origins besides the app's own allowed to serve plugin bundles (the server's PLUGIN_ORIGINS). */
  pluginOrigins?: string[];
  /** Product name shown in the top bar and on the sign-in card. */
  productName?: string;
  /** Single sign-on, as the server says (OIDC_*): the sign-in screen then offers "Sign in with <displayName>". */
  sso?: { enabled: boolean; displayName?: string; startUrl?: string };
  /**
   * Set by the server started with PLUGIN_DEV_RELOAD=true (refused under NODE_ENV=production): the page reloads when
   * a bundle in its `/plugins/` folder changes (the plugin dev loop, plugin-dev-reload.ts).
   */
  pluginDevReload?: boolean;
  /** Set by the server when the file was changed into one it refuses (the config shown is the one still in force). */
  configProblem?: string;
}

export const DEFAULT_API_BASE_URL = '/api';

/**
 * Fetches the runtime config. A config that cannot be read stops the app with the reason (boot rejects): falling
 * back to defaults would turn every switched-off plugin back on and drop the external ones. A file that does not
 * exist on the server is served as `{}` (nothing configured), which is not a failure.
 */
export async function loadConfig(url = '/config.json'): Promise<BackofficeConfig> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', cache: 'no-cache' });
  } catch (error) {
    throw new Error(
      `The configuration (${url}) could not be fetched: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  if (!response.ok) throw new Error(`The configuration (${url}) answered ${response.status}`);
  let parsed: unknown;
  try {
    parsed = await response.json();
  } catch (error) {
    throw new Error(`The configuration (${url}) is not JSON`, { cause: error });
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new Error(`The configuration (${url}) is not a JSON object`);
  return parsed as BackofficeConfig;
}
