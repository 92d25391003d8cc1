import { stat } from 'node:fs/promises';
import type { AppConfigFile } from '@backoffice/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { readBuiltInPlugins, type BuiltInPlugin } from './built-in-plugins';
import { PluginConfigError, readPluginConfig } from './plugin-config';
import { readManifest, type ContentType, type ManifestResult } from './plugin-manifests';

/** How often a process looks whether the config file changed (a stat), so every process follows an edit. */
const CHECK_EVERY_MS = 1_000;

/**
 * The server's plugin registry: which plugins exist (built-in packages and the config's external bundles) and
 * which are on, from the same file the app reads (APP_CONFIG). It is where a plugin's server parts are switched:
 * its modules' API routes, its content routes, its dashboard counters and its webhooks ask `isEnabled`.
 * Opening it reads the file strictly (a broken file stops the server with the reason). Afterwards each process
 * re-reads the file when it changes; a broken edit is refused (logged, and named in `/config.json`'s
 * `configProblem`) and the last good config stays in force: never "everything on".
 */
export class PluginSwitches {
  readonly builtIn: readonly BuiltInPlugin[];
  private config: AppConfigFile;
  private stamp: string | null = null;
  private checkedAt = 0;
  /** Why the file as it is now is refused (the last good config still applies), or null. */
  problem: string | null = null;
  /** Counts the times the file was read again: what is on, and the content types, may have changed with it. */
  revision = 0;

  /** Where a refused edit is reported (the app's logger, once it exists). */
  log?: FastifyBaseLogger;
  /** What became of each external plugin's manifest.json (its content types), by plugin id. */
  private manifests = new Map<string, ManifestResult>();

  private constructor(
    private readonly file: string | null,
    builtIn: BuiltInPlugin[],
    config: AppConfigFile,
    private readonly pluginsDir: string | null,
  ) {
    this.builtIn = builtIn;
    this.config = config;
    this.readManifests();
  }

  /**
   * Reads the built-in plugins, the config file and the external plugins' manifests; throws a PluginConfigError
   * naming a config problem (a refused manifest only refuses its plugin's content types, with the reason).
   */
  static async open(options: {
    file: string | null;
    builtInPluginsDir: string;
    pluginsDir?: string | null;
  }): Promise<PluginSwitches> {
    const builtIn = readBuiltInPlugins(options.builtInPluginsDir);
    const switches = new PluginSwitches(
      options.file,
      builtIn,
      readPluginConfig(
        options.file,
        builtIn.map((plugin) => plugin.id),
      ),
      options.pluginsDir ?? null,
    );
    switches.stamp = await switches.fileStamp();
    switches.checkedAt = Date.now();
    return switches;
  }

  /** The config in force (as checked), for /config.json. */
  get current(): AppConfigFile {
    return this.config;
  }

  /** Every plugin id: the built-in ones, then the external ones the config lists. */
  get ids(): string[] {
    return [
      ...this.builtIn.map((plugin) => plugin.id),
      ...(this.config.externalPlugins ?? []).map((entry) => entry.id),
    ];
  }

  isKnown(id: string): boolean {
    return this.ids.includes(id);
  }

  /** An external plugin's manifest: none, refused with the reason, or accepted with its content types. */
  manifestOf(id: string): ManifestResult {
    return this.manifests.get(id) ?? { status: 'none' };
  }

  /**
   * A content type served now: its plugin listed in the config, switched on, its manifest accepted. Anything
   * else is absent (404); the records of a plugin removed or switched off stay stored.
   */
  contentType(pluginId: string, name: string): ContentType | null {
    if (!this.isKnown(pluginId) || !this.isEnabled(pluginId)) return null;
    const manifest = this.manifestOf(pluginId);
    return manifest.status === 'accepted' ? (manifest.types.get(name) ?? null) : null;
  }

  /** Every content type served now (its plugin listed, on, its manifest accepted): the translatable ext kinds. */
  servedTypes(): ContentType[] {
    return [...this.manifests.entries()].flatMap(([id, result]) =>
      result.status === 'accepted' && this.isKnown(id) && this.isEnabled(id) ? [...result.types.values()] : [],
    );
  }

  /**
   * The content types holding personal data (`"x-personal"` fields) of every listed plugin whose manifest is
   * accepted, switched on or off: a person's data must be found, exported and erased while its plugin is off too.
   */
  personalTypes(): ContentType[] {
    return [...this.manifests.values()].flatMap((result) =>
      result.status === 'accepted' ? [...result.types.values()].filter((type) => type.personal) : [],
    );
  }

  /** The manifest.json of each external plugin the config lists (read again whenever the config changes). */
  private readManifests(): void {
    const external = (this.config.externalPlugins ?? []).map((entry) => entry.id);
    this.manifests = new Map(external.map((id) => [id, readManifest(this.pluginsDir, id)]));
  }

  /** On unless the config says `false` (the config can only name known plugins: it is checked). */
  isEnabled(id: string): boolean {
    return this.config.plugins?.[id] !== false;
  }

  /** Re-reads the file if it changed since the last look (at most once a second unless `force`). */
  async refresh(force = false): Promise<void> {
    if (!this.file || (!force && Date.now() - this.checkedAt < CHECK_EVERY_MS)) return;
    this.checkedAt = Date.now();
    const stamp = await this.fileStamp();
    if (stamp === this.stamp && !(force && this.problem)) return;
    this.stamp = stamp;
    this.revision += 1;
    try {
      this.config = readPluginConfig(
        this.file,
        this.builtIn.map((plugin) => plugin.id),
      );
      this.problem = null;
      this.readManifests();
    } catch (error) {
      if (!(error instanceof PluginConfigError)) throw error;
      this.problem = error.message;
      this.log?.error(
        `The plugin config was changed but is refused, the previous one stays in force: ${error.message}`,
      );
    }
  }

  private async fileStamp(): Promise<string | null> {
    if (!this.file) return null;
    try {
      const info = await stat(this.file);
      return `${info.mtimeMs}:${info.size}`;
    } catch {
      return 'missing';
    }
  }
}
