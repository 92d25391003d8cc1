import { action, makeObservable, observable } from 'mobx';
import { matchPath } from 'react-router-dom';
import type { Contributed, Contribution, ExtensionPoint } from './extension-point';
import type { NavEntry, NavGroupDefinition, Plugin, PluginRoute } from './plugin';
import { NAV_GROUPS } from '../shell/nav-groups';
import { canonicalPath, refusedRoutePath } from './route-paths';
import type { Token } from './token';

export type BootStatus = 'started' | 'disabled' | 'skipped' | 'failed';

export interface BootReportEntry {
  id: string;
  title: string;
  status: BootStatus;
  /** Why it did not start. */
  reason?: string;
  /** The plugin's own version and the plugin API range it declares, when it said (external bundles must). */
  version?: string;
  pluginApi?: string;
  /** Loaded from a bundle listed in `externalPlugins` rather than built into the app. */
  external?: boolean;
}

/** What one plugin added at boot, for the Plugins screen. */
export interface PluginContributions {
  routes: string[];
  nav: string[];
  navGroups: string[];
  /** Per extension point id, how many values it contributed. */
  contributions: Array<{ point: string; count: number }>;
}

export interface RegisteredRoute extends PluginRoute {
  pluginId: string;
}

export interface RegisteredNavEntry extends NavEntry {
  pluginId: string;
}

/** A store a started plugin declared (`stores`), bound in the container under its token. */
export interface RegisteredStore {
  token: Token<unknown>;
  pluginId: string;
}

export interface RegisteredNavGroup extends NavGroupDefinition {
  /** The plugin that declared it; 'kernel' for the built-in groups. */
  pluginId: string;
}

/** The owner the kernel's own sidebar groups are registered under. */
export const KERNEL_OWNER = 'kernel';

/**
 * What boot collected from the plugins that started: their routes, sidebar groups and entries and
 * contributions, plus the boot report. Read-only for everyone but boot.
 */
export class PluginRegistry {
  readonly report: BootReportEntry[] = [];
  readonly routes: RegisteredRoute[] = [];
  readonly nav: RegisteredNavEntry[] = [];
  readonly navGroups: RegisteredNavGroup[] = NAV_GROUPS.map((group) => ({ ...group, pluginId: KERNEL_OWNER }));
  /** The stores the started plugins declared, in start order. */
  readonly stores: RegisteredStore[] = [];
  private readonly contributions = new Map<string, Array<Contributed<unknown>>>();
  /** External plugins whose bundles are still on their way (the shell shows them as loading). */
  pending: string[] = [];
  /** Rises each time a late plugin starts, so the shell re-reads routes, entries and contributions. */
  revision = 0;
  /** True while the app's own plugins load and start after boot (given as a loader): the shell waits for them. */
  starting = false;

  constructor() {
    makeObservable<PluginRegistry>(this, {
      pending: observable,
      revision: observable,
      starting: observable,
      settled: action,
      lateStart: action,
      startingBuiltIns: action,
    });
  }

  /** @internal used by boot: the app's plugins began (true) or finished (false) loading and starting after boot. */
  startingBuiltIns(starting: boolean): void {
    this.starting = starting;
    if (!starting) this.revision += 1;
  }

  /** @internal used by boot: a pending external plugin settled (started or not). */
  settled(pluginId: string): void {
    this.pending = this.pending.filter((id) => id !== pluginId);
  }

  /** @internal used by boot: a plugin that arrived after the first render was added. */
  lateStart(): void {
    this.revision += 1;
  }

  /** What a started plugin added: its routes, sidebar entries and groups, and its contributions per point. */
  contributionsOf(pluginId: string): PluginContributions {
    const contributions = [...this.contributions]
      .map(([point, entries]) => ({ point, count: entries.filter((entry) => entry.pluginId === pluginId).length }))
      .filter((entry) => entry.count > 0);
    return {
      routes: this.routes.filter((route) => route.pluginId === pluginId).map((route) => route.path),
      nav: this.nav.filter((entry) => entry.pluginId === pluginId).map((entry) => entry.label),
      navGroups: this.navGroups.filter((group) => group.pluginId === pluginId).map((group) => group.label),
      contributions,
    };
  }

  /** The tokens of the stores a started plugin declared (`stores`); resolve them from the container. */
  storesOf(pluginId: string): Array<Token<unknown>> {
    return this.stores.filter((store) => store.pluginId === pluginId).map((store) => store.token);
  }

  isStarted(pluginId: string): boolean {
    return this.report.some((entry) => entry.id === pluginId && entry.status === 'started');
  }

  /** All values contributed to an extension point, in plugin start order. */
  getContributions<T>(point: ExtensionPoint<T>): T[] {
    return this.getContributionEntries(point).map((entry) => entry.value);
  }

  /** The same values, each with the plugin that contributed it. */
  getContributionEntries<T>(point: ExtensionPoint<T>): Array<Contributed<T>> {
    return (this.contributions.get(point.id) ?? []) as Array<Contributed<T>>;
  }

  /**
   * The name breadcrumbs give a path: the title of the route it opens, else the label of the sidebar entry
   * with that path. Undefined when neither names it.
   */
  titleOf(path: string): string | undefined {
    const route = this.routes.find((candidate) => candidate.title && matchPath(candidate.path, path));
    return route?.title ?? this.nav.find((entry) => entry.path === path)?.label;
  }

  /**
   * @internal used by boot: adds everything a plugin declares, all or nothing. Throws (and adds nothing)
   * when the plugin claims a key another plugin already holds: a route, a sidebar path or group, or the
   * key of a contribution to a keyed extension point (a section type, a dashboard card).
   */
  add(plugin: Plugin): void {
    checkDeclarations(plugin);
    const claims = new ClaimCheck();
    for (const route of this.routes) claims.hold(`route ${canonicalPath(route.path)}`, route.pluginId);
    for (const entry of this.nav) claims.hold(`sidebar path ${canonicalPath(entry.path)}`, entry.pluginId);
    for (const group of this.navGroups) claims.hold(`sidebar group "${group.key}"`, group.pluginId);
    for (const store of this.stores) claims.hold(`store ${String(store.token.description)}`, store.pluginId);
    for (const [pointId, entries] of this.contributions) {
      for (const entry of entries) {
        const claim = this.contributionClaim(pointId, entry.value);
        if (claim) claims.hold(claim, entry.pluginId);
      }
    }

    for (const route of plugin.routes ?? []) claims.claim(`route ${canonicalPath(route.path)}`, plugin.id);
    for (const entry of plugin.nav ?? []) claims.claim(`sidebar path ${canonicalPath(entry.path)}`, plugin.id);
    for (const group of plugin.navGroups ?? []) claims.claim(`sidebar group "${group.key}"`, plugin.id);
    for (const token of plugin.stores ?? []) claims.claim(`store ${String(token.description)}`, plugin.id);
    for (const contribution of plugin.contributes ?? []) {
      this.remember(contribution.point);
      const claim = this.contributionClaim(contribution.point.id, contribution.value);
      if (claim) claims.claim(claim, plugin.id);
    }

    this.routes.push(...(plugin.routes ?? []).map((route) => ({ ...route, pluginId: plugin.id })));
    this.nav.push(...(plugin.nav ?? []).map((entry) => ({ ...entry, pluginId: plugin.id })));
    this.navGroups.push(...(plugin.navGroups ?? []).map((group) => ({ ...group, pluginId: plugin.id })));
    this.stores.push(...(plugin.stores ?? []).map((token) => ({ token, pluginId: plugin.id })));
    for (const contribution of plugin.contributes ?? []) this.addContribution(plugin.id, contribution);
  }

  // The extension points seen, by id, so the key of a stored value can be computed again.
  private readonly points = new Map<string, ExtensionPoint<unknown>>();

  private remember(point: ExtensionPoint<unknown>): void {
    if (!this.points.has(point.id) || (point.key && !this.points.get(point.id)!.key)) this.points.set(point.id, point);
  }

  private contributionClaim(pointId: string, value: unknown): string | null {
    const point = this.points.get(pointId);
    if (!point?.key) return null;
    return `${point.keyName ?? 'key'} "${point.key(value)}" (${pointId})`;
  }

  private addContribution(pluginId: string, contribution: Contribution<unknown>): void {
    const list = this.contributions.get(contribution.point.id) ?? [];
    list.push({ pluginId, value: contribution.value });
    this.contributions.set(contribution.point.id, list);
  }
}

/**
 * What a plugin declares must be usable: a route with a path a plugin may own (no catch-all) and a screen to
 * load, a sidebar entry with a label and a path. Checked at boot for every plugin, built with definePlugin or not.
 */
function checkDeclarations(plugin: Plugin): void {
  for (const route of plugin.routes ?? []) {
    const refused = refusedRoutePath(route?.path);
    if (refused) throw new Error(refused);
    if (typeof route.screen !== 'function')
      throw new Error(`route "${route.path}" has no screen (screen: () => import('./MyScreen'))`);
  }
  for (const entry of plugin.nav ?? []) {
    if (typeof entry?.path !== 'string' || !entry.path.startsWith('/'))
      throw new Error(`sidebar entry "${entry?.label ?? '?'}" has no path starting with /`);
    if (typeof entry.label !== 'string' || !entry.label.trim())
      throw new Error(`sidebar entry ${entry.path} has no label`);
  }
}

/** Who holds which key, while one plugin's declarations are checked. */
class ClaimCheck {
  private readonly owners = new Map<string, string>();

  hold(claim: string, pluginId: string): void {
    if (!this.owners.has(claim)) this.owners.set(claim, pluginId);
  }

  claim(claim: string, pluginId: string): void {
    const owner = this.owners.get(claim);
    if (owner === pluginId) throw new Error(`${claim} is declared twice by this plugin`);
    if (owner)
      throw new Error(
        `${claim} is already registered by ${owner === KERNEL_OWNER ? 'the kernel' : `plugin "${owner}"`}`,
      );
    this.owners.set(claim, pluginId);
  }
}

/** The boot report as lines a person reads in the console. */
export function formatBootReport(report: readonly BootReportEntry[]): string {
  const lines = report.map((entry) => {
    const reason = entry.reason ? `: ${entry.reason}` : '';
    return `  ${entry.status.padEnd(8)} ${entry.id}${entry.title !== entry.id ? ` (${entry.title})` : ''}${reason}`;
  });
  const started = report.filter((entry) => entry.status === 'started').length;
  return [`Backoffice boot: ${started} of ${report.length} plugins started`, ...lines].join('\n');
}
