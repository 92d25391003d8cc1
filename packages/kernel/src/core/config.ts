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
}

export const DEFAULT_API_BASE_URL = '/api';

/** Fetches the runtime config; a missing or broken file means "all defaults", never a dead app. */
export async function loadConfig(url = '/config.json'): Promise<BackofficeConfig> {
  try {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) return {};
    const parsed: unknown = await response.json();
    return parsed && typeof parsed === 'object' ? (parsed as BackofficeConfig) : {};
  } catch {
    return {};
  }
}
