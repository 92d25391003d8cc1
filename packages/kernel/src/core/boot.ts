import { Container } from 'inversify';
import { loadConfig, DEFAULT_API_BASE_URL, type BackofficeConfig } from './config';
import { Dialogs as DialogsService } from './dialogs';
import { createHttp, type Transport, type UnauthorizedHandler } from './http';
import { createHttpClient } from './http-client';
import { Navigator as NavigatorService } from './navigator';
import type { Plugin } from './plugin';
import { planPlugins } from './plugin-order';
import { loadExternalPlugins } from './external-plugins';
import { pluginApiMismatch } from './plugin-api-version';
import { formatBootReport, PluginRegistry as Registry } from './registry';
import { asIdentifier } from './token';
import { Api, Config, Dialogs, Http, Navigator, PluginRegistry, Session } from './tokens';
import { ApiClient } from './api';
import { Session as SessionStore } from '../session/session';

export interface BootOptions {
  /** Every plugin the app ships; the config decides which start. */
  plugins: readonly Plugin[];
  /** The runtime config; when absent it is fetched from `configUrl`. */
  config?: BackofficeConfig;
  configUrl?: string;
  /** Replaces the transport (tests pass one with a fake adapter, see `@backoffice/kernel/testing`). */
  http?: (onUnauthorized: UnauthorizedHandler, baseURL: string) => Transport;
  /** Storage for the remembered login; `localStorage` by default. */
  storage?: Storage;
  /** Imports an external plugin's bundle (`config.externalPlugins`); the browser's `import()` by default. */
  importPlugin?: (url: string) => Promise<unknown>;
  /** Where the boot report goes; `console.info` by default. */
  log?: (report: string) => void;
}

export interface BootedApp {
  container: Container;
  registry: Registry;
  config: BackofficeConfig;
  session: SessionStore;
}

/**
 * Starts the kernel: reads the config, binds the kernel services, imports the external plugins' bundles,
 * then starts each enabled plugin (built-in or external) whose plugin API range holds this kernel's, in
 * `requires` order. A plugin that throws while registering is reported and skipped, with everything
 * that requires it; the others run. The session check starts at once (the shell shows a spinner).
 */
export async function boot(options: BootOptions): Promise<BootedApp> {
  const config = options.config ?? (await loadConfig(options.configUrl));
  const container = new Container();
  const registry = new Registry();
  const navigator = new NavigatorService();
  const dialogs = new DialogsService();
  let session: SessionStore | null = null;
  // A lost session during a write asks to sign in again over the screen (nothing typed is lost); else sign-in.
  const onUnauthorized: UnauthorizedHandler = ({ write }) => {
    if (write && session?.isAuthenticated) return session.signInAgain();
    session?.expire();
    return false;
  };
  const baseURL = config.apiBaseUrl || DEFAULT_API_BASE_URL;
  const http = options.http ? options.http(onUnauthorized, baseURL) : createHttp(baseURL, onUnauthorized);
  session = new SessionStore(http, navigator, options.storage ?? window.localStorage);

  container.bind(asIdentifier(Config)).toConstantValue(config);
  // Plugins get the narrow client, never the transport itself.
  const httpClient = createHttpClient(http);
  container.bind(asIdentifier(Http)).toConstantValue(httpClient);
  container.bind(asIdentifier(Api)).toConstantValue(new ApiClient(httpClient));
  container.bind(asIdentifier(Navigator)).toConstantValue(navigator);
  container.bind(asIdentifier(Dialogs)).toConstantValue(dialogs);
  container.bind(asIdentifier(Session)).toConstantValue(session);
  container.bind(asIdentifier(PluginRegistry)).toConstantValue(registry);

  const enabled = (id: string) => config.plugins?.[id] !== false;
  const external = await loadExternalPlugins({ entries: config.externalPlugins, pluginOrigins: config.pluginOrigins, enabled, importModule: options.importPlugin });
  // A plugin built for another plugin API is not started; neither is anything that requires it.
  const notStarting = [...external.notLoaded];
  const runnable = [...options.plugins, ...external.plugins].filter((plugin) => {
    const mismatch = pluginApiMismatch(plugin.pluginApi);
    if (mismatch) notStarting.push({ id: plugin.id, title: plugin.title ?? plugin.id, status: 'failed', reason: mismatch });
    return !mismatch;
  });
  const plan = planPlugins(runnable, enabled, new Map(notStarting.map((entry) => [entry.id, entry])));
  const failed = new Set<string>([...notStarting, ...plan.notStarting].map((entry) => entry.id));
  for (const plugin of plan.ordered) {
    const title = plugin.title ?? plugin.id;
    const missing = (plugin.requires ?? []).find((id) => failed.has(id));
    if (missing) {
      failed.add(plugin.id);
      registry.report.push({ id: plugin.id, title, status: 'skipped', reason: `requires "${missing}", which did not start` });
      continue;
    }
    try {
      if (plugin.services) await container.loadAsync(plugin.services);
      registry.add(plugin);
      registry.report.push({ id: plugin.id, title, status: 'started' });
    } catch (error) {
      failed.add(plugin.id);
      if (plugin.services) await safelyUnload(container, plugin);
      const reason = error instanceof Error ? error.message : String(error);
      registry.report.push({ id: plugin.id, title, status: 'failed', reason });
      console.error(`Plugin "${plugin.id}" failed while registering`, error);
    }
  }
  registry.report.push(...notStarting, ...plan.notStarting);
  (options.log ?? console.info)(formatBootReport(registry.report));

  void session.check();
  return { container, registry, config, session };
}

async function safelyUnload(container: Container, plugin: Plugin): Promise<void> {
  try {
    await container.unloadAsync(plugin.services!);
  } catch {
    // The module may have failed before binding anything; nothing to undo then.
  }
}
