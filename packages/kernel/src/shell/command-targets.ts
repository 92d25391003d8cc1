import type { RegisteredNavEntry, RegisteredNavGroup } from '../core/registry';

/** A screen the command palette offers: its sidebar label, the group that tells same-named screens apart. */
export interface ScreenTarget {
  label: string;
  group?: string;
  path: string;
  /** The English label and group, when shown translated: an admin may know a screen by either. */
  english?: string;
}

/** Reads a declared English text in the catalog of the plugin that declared it. */
export type OwnersTranslate = (text: string, owner: string) => string;

const asDeclared: OwnersTranslate = (text) => text;

/** Every sidebar screen, in sidebar order, with its group's label (each in the admin's language with `translate`). */
export function screenTargets(
  nav: RegisteredNavEntry[],
  groups: RegisteredNavGroup[],
  translate: OwnersTranslate = asDeclared,
): ScreenTarget[] {
  const groupOf = new Map(groups.map((group) => [group.key, group]));
  const groupOrder = new Map(groups.map((group) => [group.key, group.order]));
  return [...nav]
    .sort(
      (a, b) =>
        (a.group ? (groupOrder.get(a.group) ?? 999) : -1) - (b.group ? (groupOrder.get(b.group) ?? 999) : -1) ||
        a.order - b.order,
    )
    .map((entry) => {
      const group = entry.group ? groupOf.get(entry.group) : undefined;
      const englishGroup = group?.label ?? entry.group;
      return {
        label: translate(entry.label, entry.pluginId),
        group: group ? translate(group.label, group.pluginId) : entry.group,
        path: entry.path,
        english: `${entry.label} ${englishGroup ?? ''}`.trim(),
      };
    });
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
  const matching = targets.filter(
    (target) =>
      matchesQuery(`${target.label} ${target.group ?? ''}`, query) ||
      (target.english !== undefined && matchesQuery(target.english, query)),
  );

  const start = fold(query.trim());
  return [
    ...matching.filter((target) => fold(target.label).startsWith(start)),
    ...matching.filter((target) => !fold(target.label).startsWith(start)),
  ];
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
