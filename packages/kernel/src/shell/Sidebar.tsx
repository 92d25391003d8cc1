import { useMemo, useState } from 'react';
import { Menu } from 'antd';
import type { MenuProps } from 'antd';
import { useLocation } from 'react-router-dom';
import type { NavGroupDefinition } from '../core/plugin';
import type { RegisteredNavEntry } from '../core/registry';

type MenuItem = Required<MenuProps>['items'][number];

function byOrder(a: RegisteredNavEntry, b: RegisteredNavEntry): number {
  return a.order - b.order || a.label.localeCompare(b.label);
}

/** The nav entry a path belongs to: the exact one, else the longest entry path it starts with. */
export function activeNavPath(entries: readonly RegisteredNavEntry[], pathname: string): string | undefined {
  let best: string | undefined;
  for (const entry of entries) {
    const matches = pathname === entry.path || pathname.startsWith(`${entry.path}/`);
    if (matches && (!best || entry.path.length > best.length)) best = entry.path;
  }
  return best;
}

/**
 * The groups in sidebar order: the declared ones by `order` (ties on the label), then, so that no entry is lost,
 * a plain group for each key that entries name but nobody declared.
 */
export function orderedGroups(groups: readonly NavGroupDefinition[], entries: readonly RegisteredNavEntry[]): NavGroupDefinition[] {
  const declared = [...groups].sort((a, b) => a.order - b.order || a.label.localeCompare(b.label));
  const undeclared = [...new Set(entries.map((entry) => entry.group).filter((key): key is string => Boolean(key)))]
    .filter((key) => !groups.some((group) => group.key === key))
    .map((key) => ({ key, label: key, order: Number.MAX_SAFE_INTEGER, collapsible: true }));
  return [...declared, ...undeclared];
}

export interface SidebarProps {
  entries: readonly RegisteredNavEntry[];
  /** The kernel's groups and those plugins declare. */
  groups: readonly NavGroupDefinition[];
  onNavigate: (path: string) => void;
  theme?: 'light' | 'dark';
}

/**
 * The sidebar, built from the started plugins' nav entries: top-level entries first, then the groups in
 * order (the spec's, and those plugins add). A group with no entry does not appear.
 */
export function Sidebar({ entries, groups, onNavigate, theme = 'dark' }: SidebarProps) {
  const { pathname } = useLocation();
  const selected = activeNavPath(entries, pathname);
  const items = useMemo<MenuItem[]>(() => {
    const toItem = (entry: RegisteredNavEntry): MenuItem => ({
      key: entry.path,
      label: entry.label,
      icon: entry.icon ? <entry.icon /> : undefined,
    });
    const top = entries.filter((entry) => !entry.group).sort(byOrder).map(toItem);
    const grouped = orderedGroups(groups, entries).flatMap((group): MenuItem[] => {
      const children = entries.filter((entry) => entry.group === group.key).sort(byOrder).map(toItem);
      if (children.length === 0) return [];
      return [group.collapsible
        ? { key: `group:${group.key}`, label: group.label, children }
        : { key: `group:${group.key}`, type: 'group', label: group.label, children }];
    });
    return [...top, ...grouped];
  }, [entries, groups]);

  // Each collapsible group opens on its own; the one holding the current page starts open.
  const [openKeys, setOpenKeys] = useState<string[]>(() => {
    const entry = entries.find((candidate) => candidate.path === selected);
    const group = orderedGroups(groups, entries).find((candidate) => candidate.key === entry?.group);
    return group?.collapsible ? [`group:${group.key}`] : [];
  });

  return (
    <nav aria-label="Main navigation" style={{ height: '100%', overflowY: 'auto' }}>
      <Menu
        mode="inline"
        theme={theme}
        items={items}
        selectedKeys={selected ? [selected] : []}
        openKeys={openKeys}
        onOpenChange={(keys) => setOpenKeys(keys as string[])}
        onClick={({ key }) => onNavigate(String(key))}
        style={{ borderInlineEnd: 'none' }}
      />
    </nav>
  );
}
