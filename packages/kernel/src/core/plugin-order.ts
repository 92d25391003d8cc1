import type { Plugin } from './plugin';
import type { BootReportEntry } from './registry';

export interface PluginPlan {
  /** Plugins to start, each after everything it requires. */
  ordered: Plugin[];
  /** Plugins that will not start, with the reason. */
  notStarting: BootReportEntry[];
}

/**
 * Decides which plugins start and in which order: a plugin switched off in the config does not start,
 * nor does any plugin that requires (directly or not) one that is off, unknown, duplicated or in a cycle, or
 * one of `notStarted` (external bundles that did not load, plugins built for another plugin API).
 * Order among independent plugins is the order of the list given, which the app controls.
 */
export function planPlugins(
  plugins: readonly Plugin[],
  enabled: (id: string) => boolean,
  notStarted: ReadonlyMap<string, BootReportEntry> = new Map(),
): PluginPlan {
  const byId = new Map<string, Plugin>();
  const notStarting: BootReportEntry[] = [];
  for (const plugin of plugins) {
    if (byId.has(plugin.id)) {
      notStarting.push({
        id: plugin.id,
        title: plugin.title ?? plugin.id,
        status: 'skipped',
        reason: 'another plugin has the same id',
      });
      continue;
    }
    byId.set(plugin.id, plugin);
  }

  const state = new Map<string, 'visiting' | 'ok' | 'no'>();
  const reasons = new Map<string, BootReportEntry>();
  const ordered: Plugin[] = [];

  const visit = (id: string): boolean => {
    const known = state.get(id);
    if (known === 'ok') return true;
    if (known === 'no') return false;
    const plugin = byId.get(id)!;
    const title = plugin.title ?? plugin.id;
    if (known === 'visiting') {
      reasons.set(id, { id, title, status: 'skipped', reason: 'its requirements form a cycle' });
      state.set(id, 'no');
      return false;
    }
    if (!enabled(id)) {
      reasons.set(id, { id, title, status: 'disabled', reason: 'switched off in config' });
      state.set(id, 'no');
      return false;
    }
    state.set(id, 'visiting');
    for (const required of plugin.requires ?? []) {
      if (notStarted.has(required)) {
        const why = notStarted.get(required)!.status === 'disabled' ? 'is switched off' : 'did not start';
        reasons.set(id, { id, title, status: 'skipped', reason: `requires "${required}", which ${why}` });
        state.set(id, 'no');
        return false;
      }
      if (!byId.has(required)) {
        reasons.set(id, { id, title, status: 'skipped', reason: `requires "${required}", which is not installed` });
        state.set(id, 'no');
        return false;
      }
      if (!visit(required)) {
        if (!reasons.has(id)) {
          const why = reasons.get(required)?.status === 'disabled' ? 'is switched off' : 'did not start';
          reasons.set(id, { id, title, status: 'skipped', reason: `requires "${required}", which ${why}` });
        }
        state.set(id, 'no');
        return false;
      }
    }
    state.set(id, 'ok');
    ordered.push(plugin);
    return true;
  };

  for (const id of byId.keys()) visit(id);
  for (const id of byId.keys()) {
    const reason = reasons.get(id);
    if (reason) notStarting.push(reason);
  }
  return { ordered, notStarting };
}
