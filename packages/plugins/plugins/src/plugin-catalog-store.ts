import {
  Api,
  Config,
  errorMessage,
  inject,
  injectable,
  makeAutoObservable,
  PluginRegistry,
  type ApiClient,
  type BackofficeConfig,
  type BootReportEntry,
  type PluginRegistryService,
} from '@backoffice/kernel';
import type { PluginsApi, ServerPlugin } from '@backoffice/contracts';

/** One row of the Plugins screen: the browser's side (boot report) joined with the server's (GET /plugins). */
export interface PluginRow {
  id: string;
  title: string;
  source: 'built-in' | 'external';
  version: string | null;
  pluginApi: string | null;
  status: BootReportEntry['status'] | 'loading';
  reason: string | null;
  /** What it added to the app: routes, sidebar entries and groups, contributions per extension point. */
  adds: Added[];
  /** Its server side, when the server knows it. */
  server: ServerPlugin | null;
}

/**
 * One thing a plugin added, as an English text with its values (`{{count}}` picks the plural): the screen shows
 * it in the admin's language.
 */
export interface Added {
  text: string;
  values: Record<string, unknown>;
}

/** The plugins the app booted and the server serves, joined by id; the server's half loads on `load()`. */
@injectable()
export class PluginCatalogStore {
  server: ServerPlugin[] = [];
  loading = false;
  /** The failure of the last load: the server's message, or '' when it gave none; null when it did not fail. */
  error: string | null = null;

  constructor(
    @inject(Api) private readonly api: ApiClient,
    @inject(PluginRegistry) private readonly registry: PluginRegistryService,
    @inject(Config) private readonly config: BackofficeConfig,
  ) {
    makeAutoObservable<PluginCatalogStore, 'api' | 'registry' | 'config'>(this, {
      api: false,
      registry: false,
      config: false,
    });
  }

  /** A refused edit of the config file (the config in force is the previous one), or null. */
  get configProblem(): string | null {
    return this.config.configProblem ?? null;
  }

  async load(): Promise<void> {
    this.loading = true;
    this.error = null;
    try {
      const server = await this.api.get<PluginsApi['list']>('/plugins');
      this.done(server, null);
    } catch (error) {
      // The server's own message, or '' for the screen's own (in the admin's language).
      this.done([], errorMessage(error, ''));
    }
  }

  private done(server: ServerPlugin[], error: string | null) {
    this.server = server;
    this.error = error;
    this.loading = false;
  }

  get rows(): PluginRow[] {
    // Read so a plugin that started late appears.
    void this.registry.revision;
    const pending = new Set(this.registry.pending);
    const rows: PluginRow[] = this.registry.report.map((entry) => this.rowOf(entry));
    for (const id of pending)
      rows.push({
        id,
        title: id,
        source: 'external',
        version: null,
        pluginApi: null,
        status: 'loading',
        reason: 'its bundle is still loading',
        adds: [],
        server: this.serverOf(id),
      });
    // Plugins the server knows but this page did not boot (e.g. listed in the config after the page loaded).
    for (const plugin of this.server) {
      if (!rows.some((row) => row.id === plugin.id)) {
        rows.push({
          id: plugin.id,
          title: plugin.id,
          source: plugin.kind,
          version: plugin.version,
          pluginApi: null,
          status: plugin.enabled ? 'skipped' : 'disabled',
          reason: plugin.enabled ? 'not part of this page (reload it)' : 'switched off in config',
          adds: [],
          server: plugin,
        });
      }
    }
    // What needs attention first (failed, skipped, loading, off), then the started ones, each in boot order.
    const rank = (row: PluginRow) => (row.status === 'started' ? 1 : 0);
    return rows
      .map((row, index) => ({ row, index }))
      .sort((a, b) => rank(a.row) - rank(b.row) || a.index - b.index)
      .map(({ row }) => row);
  }

  private serverOf(id: string): ServerPlugin | null {
    return this.server.find((plugin) => plugin.id === id) ?? null;
  }

  private rowOf(entry: BootReportEntry): PluginRow {
    const server = this.serverOf(entry.id);
    const adds: Added[] = [];
    if (entry.status === 'started') {
      const added = this.registry.contributionsOf(entry.id);
      if (added.routes.length > 0) adds.push({ text: '{{count}} screens', values: { count: added.routes.length } });
      if (added.nav.length > 0) adds.push(shortList(added.nav));
      if (added.navGroups.length > 0)
        adds.push({ text: '{{count}} sidebar groups', values: { count: added.navGroups.length } });
      for (const { point, count: n } of added.contributions)
        adds.push({ text: '{{n}} × {{point}}', values: { n, point } });
    }
    return {
      id: entry.id,
      title: entry.title,
      source: entry.external ? 'external' : 'built-in',
      version: entry.version ?? server?.version ?? null,
      pluginApi: entry.pluginApi ?? null,
      status: entry.status,
      reason: entry.reason ?? null,
      adds,
      server,
    };
  }
}

/** The sidebar entries: a few names, then how many more (a plugin with 25 entries keeps its card short). */
function shortList(names: string[], shown = 4): Added {
  const count = names.length;
  if (count <= shown)
    return { text: '{{count}} sidebar entries ({{names}})', values: { count, names: names.join(', ') } };
  return {
    text: '{{count}} sidebar entries ({{names}} and {{more}} more)',
    values: { count, names: names.slice(0, shown).join(', '), more: count - shown },
  };
}
