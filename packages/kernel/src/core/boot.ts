import { Container } from 'inversify';
import { reaction } from 'mobx';
import { loadConfig, type BackofficeConfig } from './config';
import type { Plugin } from './plugin';
import { planPlugins } from './plugin-order';
import { startExternalLoads } from './external-plugins';
import { pluginApiMismatch } from './plugin-api-version';
import { watchPluginBundles } from './plugin-dev-reload';
import { formatBootReport, PluginRegistry as Registry, type BootReportEntry } from './registry';
import { asIdentifier } from './token';
import { PluginRegistry } from './tokens';
import {
  backFromSingleSignOn,
  createKernelServices,
  kernelBindings,
  type KernelServiceOptions,
  type KernelServices,
} from './kernel-services';
import type { Session as SessionStore } from '../session/session';
import { addMessages, loadLanguage, messagesProblem, type I18nInstance } from '../i18n/i18n';
import type { AdminLanguage } from '../i18n/languages';

/** What `assemble` needs beside the kernel's services: the plugins and how external bundles load. */
export interface AssembleOptions {
  /**
   * Every plugin the app ships; the config decides which start. Given as a loader (`() => import('./plugins')…`),
   * the definitions load after boot, beside the sign-in screen rather than before it: the shell and the first
   * screen wait for them (`registry.starting`), the sign-in screen does not.
   */
  plugins: readonly Plugin[] | (() => Promise<readonly Plugin[]>);
  /** Imports an external plugin's bundle (`config.externalPlugins`); the browser's `import()` by default. */
  importPlugin?: (url: string) => Promise<unknown>;
  /** Fetches a bundle's bytes for its `integrity` check; `fetch` by default. */
  fetchPlugin?: (url: string) => Promise<ArrayBuffer>;
  /** Where the boot report goes; `console.info` by default. */
  log?: (report: string) => void;
  /** How long boot waits for external bundles before rendering without the slow ones (they start on arrival). */
  externalWaitMs?: number;
  /** How long one external bundle may take before it counts as failed. */
  externalTimeoutMs?: number;
  /** Reloads the page when a plugin bundle changes, in the plugin dev loop (`config.pluginDevReload`); tests replace it. */
  reloadPage?: () => void;
}

export interface BootOptions extends AssembleOptions, KernelServiceOptions {
  /** The runtime config; when absent it is fetched from `configUrl`. */
  config?: BackofficeConfig;
  configUrl?: string;
}

/** Long enough for a bundle from the app's own server, short enough that nobody waits for a slow one. */
const EXTERNAL_WAIT_MS = 1_500;

export interface BootedApp {
  container: Container;
  registry: Registry;
  config: BackofficeConfig;
  session: SessionStore;
  /** The message catalogs: the kernel's and each started plugin's (`messages`). */
  i18n: I18nInstance;
}

/**
 * Starts the kernel: reads the config, binds the kernel services, imports the external plugins' bundles,
 * then starts each enabled plugin (built-in or external) whose plugin API range holds this kernel's, in
 * `requires` order. A plugin that throws while registering is reported and skipped, with everything
 * that requires it; the others run. The session check starts at once (the shell shows a spinner).
 */
export async function boot(options: BootOptions): Promise<BootedApp> {
  const config = options.config ?? (await loadConfig(options.configUrl));
  const services = createKernelServices(config, options);
  const app = await assemble(services, options);
  // The kernel's own catalogs of the first language (given as loaders), before anything renders.
  await loadLanguage(services.i18n, services.i18n.language as AdminLanguage);
  void services.session.check({ afterSingleSignOn: backFromSingleSignOn() });
  return app;
}

/**
 * The container and the plugins over the kernel's services (kernel-services.ts): binds the services, imports the
 * external plugins' bundles, then starts each enabled plugin. `boot` runs it at once; the app's start (start.tsx)
 * runs it once the admin is signed in or about to be, the sign-in screen running on the services alone until then.
 */
export async function assemble(services: KernelServices, options: AssembleOptions): Promise<BootedApp> {
  const { config, i18n, session } = services;
  const container = new Container();
  const registry = new Registry();
  for (const [identifier, service] of kernelBindings(services)) container.bind(identifier).toConstantValue(service);
  container.bind(asIdentifier(PluginRegistry)).toConstantValue(registry);

  // The admin signs out, or another signs in: the plugins' stores (`stores`) that can forget what they loaded do.
  reaction(
    () => session.user?.id,
    (id, previous) => {
      if (previous !== undefined) resetStores(container, registry);
    },
  );

  // Starts the built-in plugins and the external bundles, in `requires` order (below).
  const startAll = async (builtIn: readonly Plugin[]) => {
    const enabled = (id: string) => config.plugins?.[id] !== false;
    // Every bundle loads at once; boot waits for them only up to a short budget, so a slow one never holds the
    // page: it shows as loading and starts when it arrives (lateStart below).
    const loads = startExternalLoads({
      entries: config.externalPlugins,
      pluginOrigins: config.pluginOrigins,
      enabled,
      importModule: options.importPlugin,
      fetchBytes: options.fetchPlugin,
      timeoutMs: options.externalTimeoutMs,
    });
    // The plugin dev loop only (the server says so in /config.json, never in production): a rebuilt bundle reloads the page.
    if (config.pluginDevReload === true)
      watchPluginBundles({ entries: config.externalPlugins, reload: options.reloadPage });
    const arrived = new Map<string, Plugin | BootReportEntry>();
    const tracked = loads.map((load) => load.result.then((value) => void arrived.set(load.id, value)));
    await Promise.race([
      Promise.all(tracked),
      new Promise((resolve) => setTimeout(resolve, options.externalWaitMs ?? EXTERNAL_WAIT_MS)),
    ]);
    const external = { plugins: [] as Plugin[], notLoaded: [] as BootReportEntry[] };
    for (const load of loads) {
      const value = arrived.get(load.id);
      if (!value) continue;
      if ('status' in value) external.notLoaded.push(value);
      else external.plugins.push(value);
    }
    const late = loads.filter((load) => !arrived.has(load.id));
    registry.pending = late.map((load) => load.id);
    const externalIds = new Set(loads.map((load) => load.id));
    const described = new Map<string, Plugin>([...builtIn, ...external.plugins].map((plugin) => [plugin.id, plugin]));

    // A plugin built for another plugin API is not started; neither is anything that requires it.
    const notStarting = [...external.notLoaded];
    const runnable = [...builtIn, ...external.plugins].filter((plugin) => {
      const mismatch = pluginApiMismatch(plugin.pluginApi);
      if (mismatch)
        notStarting.push({ id: plugin.id, title: plugin.title ?? plugin.id, status: 'failed', reason: mismatch });
      return !mismatch;
    });
    const plan = planPlugins(runnable, enabled, new Map(notStarting.map((entry) => [entry.id, entry])));
    const failed = new Set<string>([...notStarting, ...plan.notStarting].map((entry) => entry.id));
    for (const plugin of plan.ordered) {
      const missing = (plugin.requires ?? []).find((id) => failed.has(id));
      if (missing) {
        failed.add(plugin.id);
        registry.report.push({
          id: plugin.id,
          title: plugin.title ?? plugin.id,
          status: 'skipped',
          reason: `requires "${missing}", which did not start`,
        });
        continue;
      }
      if (!(await startPlugin(container, registry, i18n, plugin))) failed.add(plugin.id);
    }
    registry.report.push(...notStarting, ...plan.notStarting);
    // The first language's catalogs given as loaders (the plugins' and the kernel's), before their screens render.
    await loadLanguage(i18n, i18n.language as AdminLanguage);

    // Bundles that missed the budget start when they arrive, after what they require (or are reported).
    const settledLate = new Map<string, Promise<boolean>>();
    for (const load of late) {
      settledLate.set(
        load.id,
        load.result.then(async (value) => {
          try {
            if ('status' in value) {
              registry.report.push(value);
              return false;
            }
            described.set(value.id, value);
            const mismatch = pluginApiMismatch(value.pluginApi);
            const title = value.title ?? value.id;
            if (mismatch) {
              registry.report.push({ id: value.id, title, status: 'failed', reason: mismatch });
              return false;
            }
            for (const required of value.requires ?? []) {
              const ok = settledLate.has(required) ? await settledLate.get(required) : registry.isStarted(required);
              if (!ok) {
                registry.report.push({
                  id: value.id,
                  title,
                  status: 'skipped',
                  reason: `requires "${required}", which did not start`,
                });
                return false;
              }
            }
            const started = await startPlugin(container, registry, i18n, value);
            if (started) await loadLanguage(i18n, i18n.language as AdminLanguage);
            if (started) registry.lateStart();
            return started;
          } finally {
            registry.settled(load.id);
          }
        }),
      );
    }
    const log = options.log ?? console.info;
    const describe = () => {
      for (const entry of registry.report) {
        const plugin = described.get(entry.id);
        if (plugin?.version) entry.version = plugin.version;
        if (plugin?.pluginApi) entry.pluginApi = plugin.pluginApi;
        if (externalIds.has(entry.id)) entry.external = true;
      }
    };
    describe();
    // The report is printed once, when every plugin has started or not.
    if (late.length === 0) log(formatBootReport(registry.report));
    else void Promise.all(settledLate.values()).then(() => (describe(), log(formatBootReport(registry.report))));
  };
  if (typeof options.plugins === 'function') {
    // Loaded and started beside the sign-in screen; the shell waits for them (guards.tsx).
    registry.startingBuiltIns(true);
    void options
      .plugins()
      .then(startAll)
      .catch((error: unknown) => console.error('The plugins could not be loaded', error))
      .finally(() => registry.startingBuiltIns(false));
  } else {
    await startAll(options.plugins);
  }
  return { container, registry, config, session, i18n };
}

/** Binds a plugin's services and adds what it declares (its message catalogs too); a throw is reported and undone. */
async function startPlugin(
  container: Container,
  registry: Registry,
  i18n: I18nInstance,
  plugin: Plugin,
): Promise<boolean> {
  const title = plugin.title ?? plugin.id;
  try {
    const badMessages = messagesProblem(plugin.messages);
    if (badMessages) throw new Error(badMessages);
    if (plugin.services) await container.loadAsync(plugin.services);
    for (const token of plugin.stores ?? []) {
      if (typeof token !== 'symbol' || !container.isBound(asIdentifier(token)))
        throw new Error(`store ${String(token?.description ?? token)} is declared but its services do not bind it`);
    }
    registry.add(plugin);
    if (plugin.messages) addMessages(i18n, plugin.id, plugin.messages);
    registry.report.push({ id: plugin.id, title, status: 'started' });
    return true;
  } catch (error) {
    if (plugin.services) await safelyUnload(container, plugin);
    const reason = error instanceof Error ? error.message : String(error);
    registry.report.push({ id: plugin.id, title, status: 'failed', reason });
    console.error(`Plugin "${plugin.id}" failed while registering`, error);
    return false;
  }
}

async function safelyUnload(container: Container, plugin: Plugin): Promise<void> {
  try {
    await container.unloadAsync(plugin.services!);
  } catch {
    // The module may have failed before binding anything; nothing to undo then.
  }
}

/** Calls `reset()` on every declared store that has one (a store without it keeps its state). */
function resetStores(container: Container, registry: Registry): void {
  for (const { token, pluginId } of registry.stores) {
    try {
      const store = container.get(asIdentifier(token)) as { reset?: () => void } | undefined;
      if (typeof store?.reset === 'function') store.reset();
    } catch (error) {
      console.error(`Plugin "${pluginId}": a store could not be reset`, error);
    }
  }
}
