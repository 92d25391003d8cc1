import { Container } from 'inversify';
import { loadConfig, DEFAULT_API_BASE_URL, type BackofficeConfig } from './config';
import { Dialogs as DialogsService } from './dialogs';
import { createHttp, type Http as HttpClient } from './http';
import { Navigator as NavigatorService } from './navigator';
import type { Plugin } from './plugin';
import { planPlugins } from './plugin-order';
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
  /** Replaces the HTTP client (tests pass one with a fake adapter). */
  http?: (onUnauthorized: () => void, baseURL: string) => HttpClient;
  /** Storage for the remembered login; `localStorage` by default. */
  storage?: Storage;
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
 * Starts the kernel: reads the config, binds the kernel services, then starts each enabled plugin in
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
  const onUnauthorized = () => session?.expire();
  const baseURL = config.apiBaseUrl || DEFAULT_API_BASE_URL;
  const http = options.http ? options.http(onUnauthorized, baseURL) : createHttp(baseURL, onUnauthorized);
  session = new SessionStore(http, navigator, options.storage ?? window.localStorage);

  container.bind(asIdentifier(Config)).toConstantValue(config);
  container.bind(asIdentifier(Http)).toConstantValue(http);
  container.bind(asIdentifier(Api)).toConstantValue(new ApiClient(http));
  container.bind(asIdentifier(Navigator)).toConstantValue(navigator);
  container.bind(asIdentifier(Dialogs)).toConstantValue(dialogs);
  container.bind(asIdentifier(Session)).toConstantValue(session);
  container.bind(asIdentifier(PluginRegistry)).toConstantValue(registry);

  const enabled = (id: string) => config.plugins?.[id] !== false;
  const plan = planPlugins(options.plugins, enabled);
  const failed = new Set<string>(plan.notStarting.map((entry) => entry.id));
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
  registry.report.push(...plan.notStarting);
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
