import { useMemo, useState } from 'react';
import { Input, Menu } from 'antd';
import type { MenuProps } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router-dom';
import { matchesQuery } from './command-targets';
import type { NavGroupDefinition } from '../core/plugin';
import type { RegisteredNavEntry } from '../core/registry';
import { useI18n } from '../i18n/use-i18n';
import { KERNEL_NAMESPACE } from '../i18n/i18n';
import { useMessages } from '../i18n/use-messages';

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
export function orderedGroups(
  groups: readonly NavGroupDefinition[],
  entries: readonly RegisteredNavEntry[],
): NavGroupDefinition[] {
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
  /** Goes to a screen (Enter in the filter box). */
  onNavigate: (path: string) => void;
  /** An entry was followed in this tab (the phone drawer closes). */
  onFollowed?: () => void;
  theme?: 'light' | 'dark';
}

/** A click the browser handles itself (a new tab or window): the current screen stays. */
function opensElsewhere(event: { ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; button?: number }): boolean {
  return event.ctrlKey || event.metaKey || event.shiftKey || (event.button !== undefined && event.button !== 0);
}

/**
 * The sidebar, built from the started plugins' nav entries: top-level entries first, then the groups in
 * order (the spec's, and those plugins add). A group with no entry does not appear. Each entry is a real
 * link (open in a new tab, copy its address); the filter box above narrows the entries by name or group,
 * opening the groups that hold a match, and Enter goes to the first one.
 */
export function Sidebar({ entries, groups, onNavigate, onFollowed, theme = 'dark' }: SidebarProps) {
  const { t } = useMessages();
  const { i18n } = useI18n();
  // Labels in the admin's language: each from its plugin's catalog (then the kernel's), else in English.
  const translated = (label: string, owner: string | undefined) => i18n.t(label, { ns: owner ?? KERNEL_NAMESPACE });
  const entryLabel = (entry: RegisteredNavEntry) => translated(entry.label, entry.pluginId);
  const groupName = (group: NavGroupDefinition) => translated(group.label, (group as { pluginId?: string }).pluginId);
  const { pathname } = useLocation();
  const selected = activeNavPath(entries, pathname);
  const [filter, setFilter] = useState('');
  const ordered = useMemo(() => orderedGroups(groups, entries), [groups, entries]);

  const visible = useMemo(() => {
    const groupOf = (entry: RegisteredNavEntry) => ordered.find((group) => group.key === entry.group);
    // The English names match too: an admin may know a screen by either.
    return entries.filter((entry) => {
      const group = groupOf(entry);
      return matchesQuery(
        `${entry.label} ${entryLabel(entry)} ${group?.label ?? ''} ${group ? groupName(group) : ''}`,
        filter,
      );
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the labels change with the language
  }, [entries, ordered, filter, i18n.language]);

  const items = useMemo<MenuItem[]>(() => {
    const toItem = (entry: RegisteredNavEntry): MenuItem => ({
      key: entry.path,
      label: <Link to={entry.path}>{entryLabel(entry)}</Link>,
      icon: entry.icon ? <entry.icon /> : undefined,
    });
    const top = visible
      .filter((entry) => !entry.group)
      .sort(byOrder)
      .map(toItem);
    const grouped = ordered.flatMap((group): MenuItem[] => {
      const children = visible
        .filter((entry) => entry.group === group.key)
        .sort(byOrder)
        .map(toItem);
      if (children.length === 0) return [];
      return [
        group.collapsible
          ? { key: `group:${group.key}`, label: groupName(group), children }
          : { key: `group:${group.key}`, type: 'group', label: groupName(group), children },
      ];
    });
    return [...top, ...grouped];
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the labels change with the language
  }, [visible, ordered, i18n.language]);

  // Each collapsible group opens on its own; the one holding the current page starts open.
  const [openKeys, setOpenKeys] = useState<string[]>(() => {
    const entry = entries.find((candidate) => candidate.path === selected);
    const group = ordered.find((candidate) => candidate.key === entry?.group);
    return group?.collapsible ? [`group:${group.key}`] : [];
  });
  // While filtering, every group holding a match is open.
  const filtering = filter.trim() !== '';
  const shownOpenKeys = filtering ? [...new Set(visible.map((entry) => `group:${entry.group}`))] : openKeys;
  const first = [...visible].sort((a, b) => {
    const rank = (entry: RegisteredNavEntry) =>
      entry.group ? ordered.findIndex((group) => group.key === entry.group) + 1 : 0;
    return rank(a) - rank(b) || byOrder(a, b);
  })[0];

  return (
    <nav aria-label={t('Main navigation')} className="bo-sidebar" style={{ height: '100%', overflowY: 'auto' }}>
      <div className="bo-sidebar-filter">
        <Input
          allowClear
          size="small"
          prefix={<SearchOutlined aria-hidden />}
          placeholder={t('Filter menu')}
          aria-label={t('Filter menu')}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setFilter('');
          }}
          onPressEnter={() => {
            if (!first) return;
            setFilter('');
            onNavigate(first.path);
          }}
        />
      </div>
      {filtering && visible.length === 0 ? (
        <p className="bo-sidebar-empty" role="status">
          {t('No screen matches “{{filter}}”', { filter: filter.trim() })}
        </p>
      ) : (
        <Menu
          mode="inline"
          theme={theme}
          items={items}
          selectedKeys={selected ? [selected] : []}
          openKeys={shownOpenKeys}
          onOpenChange={(keys) => {
            if (!filtering) setOpenKeys(keys as string[]);
          }}
          onClick={({ key, domEvent }) => {
            // A click follows the link itself (and one that opens another tab leaves this one as it is); the
            // menu's own keyboard handling (Enter on a focused entry) has no link click, so it navigates here.
            if (opensElsewhere(domEvent as unknown as Parameters<typeof opensElsewhere>[0])) return;
            setFilter('');
            if (domEvent.type === 'keydown') onNavigate(String(key));
            else onFollowed?.();
          }}
          style={{ borderInlineEnd: 'none' }}
        />
      )}
    </nav>
  );
}
