import type { RegisteredNavEntry, RegisteredNavGroup } from '../core/registry';

/** A screen the command palette offers: its sidebar label, the group that tells same-named screens apart. */
export interface ScreenTarget {
  label: string;
  group?: string;
  path: string;
}

/** Every sidebar screen, in sidebar order, with its group's label. */
export function screenTargets(nav: RegisteredNavEntry[], groups: RegisteredNavGroup[]): ScreenTarget[] {
  const groupLabel = new Map(groups.map((group) => [group.key, group.label]));
  const groupOrder = new Map(groups.map((group) => [group.key, group.order]));
  return [...nav]
    .sort((a, b) => (a.group ? (groupOrder.get(a.group) ?? 999) : -1) - (b.group ? (groupOrder.get(b.group) ?? 999) : -1) || a.order - b.order)
    .map((entry) => ({ label: entry.label, group: entry.group ? (groupLabel.get(entry.group) ?? entry.group) : undefined, path: entry.path }));
}

/** Whether every word of the query is in the text (case- and accent-insensitive). */
export function matchesQuery(text: string, query: string): boolean {
  const haystack = fold(text);
  return fold(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** The screens matching the query: those whose label starts with it first, then the rest in sidebar order. */
export function matchScreens(targets: ScreenTarget[], query: string): ScreenTarget[] {
  if (!query.trim()) return targets;
  const matching = targets.filter((target) => matchesQuery(`${target.label} ${target.group ?? ''}`, query));
  const start = fold(query.trim());
  return [...matching.filter((target) => fold(target.label).startsWith(start)), ...matching.filter((target) => !fold(target.label).startsWith(start))];
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}
