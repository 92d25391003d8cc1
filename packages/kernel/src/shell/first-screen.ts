import type { PluginRegistry } from '../core/registry';
import { matchPath } from 'react-router-dom';

/**
 * Where a signed-in admin starts: the dashboard when its plugin runs, else the first sidebar entry (in the
 * sidebar's order: groups, then entries) that opens a screen, else the first screen. Null when no plugin has one.
 */
export function firstScreenPath(registry: Pick<PluginRegistry, 'routes' | 'nav' | 'navGroups'>): string | null {
  const opens = (path: string) => registry.routes.some((route) => matchPath(route.path, path));
  if (opens('/dashboard')) return '/dashboard';
  const groupOrder = (key: string | undefined) =>
    key === undefined ? -Infinity : (registry.navGroups.find((group) => group.key === key)?.order ?? Infinity);
  const entries = [...registry.nav].sort(
    (a, b) => groupOrder(a.group) - groupOrder(b.group) || a.order - b.order || a.label.localeCompare(b.label),
  );
  const entry = entries.find((candidate) => opens(candidate.path));
  if (entry) return entry.path;
  const route = registry.routes.find((candidate) => !candidate.path.includes(':'));
  return route?.path ?? null;
}
