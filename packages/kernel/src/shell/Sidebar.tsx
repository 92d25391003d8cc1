import { useMemo, useState } from 'react';
import { Menu } from 'antd';
import type { MenuProps } from 'antd';
import { useLocation } from 'react-router-dom';
import type { RegisteredNavEntry } from '../core/registry';
import { NAV_GROUPS } from './nav-groups';

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

export interface SidebarProps {
  entries: readonly RegisteredNavEntry[];
  onNavigate: (path: string) => void;
}

/**
 * The sidebar, built from the started plugins' nav entries: top-level entries first, then the spec's
 * groups in order. A group with no entry does not appear.
 */
export function Sidebar({ entries, onNavigate }: SidebarProps) {
  const { pathname } = useLocation();
  const selected = activeNavPath(entries, pathname);
  const items = useMemo<MenuItem[]>(() => {
    const toItem = (entry: RegisteredNavEntry): MenuItem => ({
      key: entry.path,
      label: entry.label,
      icon: entry.icon ? <entry.icon /> : undefined,
    });
    const top = entries.filter((entry) => !entry.group).sort(byOrder).map(toItem);
    const grouped = NAV_GROUPS.flatMap((group): MenuItem[] => {
      const children = entries.filter((entry) => entry.group === group.key).sort(byOrder).map(toItem);
      if (children.length === 0) return [];
      return [group.collapsible
        ? { key: `group:${group.key}`, label: group.label, children }
        : { key: `group:${group.key}`, type: 'group', label: group.label, children }];
    });
    return [...top, ...grouped];
  }, [entries]);

  // Each collapsible group opens on its own; the one holding the current page starts open.
  const [openKeys, setOpenKeys] = useState<string[]>(() => {
    const entry = entries.find((candidate) => candidate.path === selected);
    const group = NAV_GROUPS.find((candidate) => candidate.key === entry?.group);
    return group?.collapsible ? [`group:${group.key}`] : [];
  });

  return (
    <nav aria-label="Main navigation" style={{ height: '100%', overflowY: 'auto' }}>
      <Menu
        mode="inline"
        theme="dark"
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
