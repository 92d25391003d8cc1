import type { Contribution, ExtensionPoint } from './extension-point';
import type { NavEntry, Plugin, PluginRoute } from './plugin';

export type BootStatus = 'started' | 'disabled' | 'skipped' | 'failed';

export interface BootReportEntry {
  id: string;
  title: string;
  status: BootStatus;
  /** Why it did not start. */
  reason?: string;
}

export interface RegisteredRoute extends PluginRoute {
  pluginId: string;
}

export interface RegisteredNavEntry extends NavEntry {
  pluginId: string;
}

/**
 * What boot collected from the plugins that started: their routes, sidebar entries and contributions,
 * plus the boot report. Read-only for everyone but boot.
 */
export class PluginRegistry {
  readonly report: BootReportEntry[] = [];
  readonly routes: RegisteredRoute[] = [];
  readonly nav: RegisteredNavEntry[] = [];
  private readonly contributions = new Map<string, Array<{ pluginId: string; value: unknown }>>();

  isStarted(pluginId: string): boolean {
    return this.report.some((entry) => entry.id === pluginId && entry.status === 'started');
  }

  /** All values contributed to an extension point, in plugin start order. */
  getContributions<T>(point: ExtensionPoint<T>): T[] {
    return (this.contributions.get(point.id) ?? []).map((entry) => entry.value as T);
  }

  /** @internal used by boot: adds everything a plugin declares, all or nothing. */
  add(plugin: Plugin): void {
    const routes = (plugin.routes ?? []).map((route) => ({ ...route, pluginId: plugin.id }));
    for (const route of routes) {
      const owner = this.routes.find((existing) => existing.path === route.path);
      if (owner) throw new Error(`route ${route.path} is already registered by plugin "${owner.pluginId}"`);
    }
    this.routes.push(...routes);
    this.nav.push(...(plugin.nav ?? []).map((entry) => ({ ...entry, pluginId: plugin.id })));
    for (const contribution of plugin.contributes ?? []) this.addContribution(plugin.id, contribution);
  }

  private addContribution(pluginId: string, contribution: Contribution<unknown>): void {
    const list = this.contributions.get(contribution.point.id) ?? [];
    list.push({ pluginId, value: contribution.value });
    this.contributions.set(contribution.point.id, list);
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
