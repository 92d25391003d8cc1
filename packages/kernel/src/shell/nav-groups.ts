import type { NavGroup } from '../core/plugin';

export interface NavGroupInfo {
  key: NavGroup;
  label: string;
  /** Collapsible groups expand and collapse each on its own; the others are plain headings. */
  collapsible: boolean;
}

/** The sidebar's groups in the spec's order (admin-shell-and-data.md §2, Sidebar entries). */
export const NAV_GROUPS: readonly NavGroupInfo[] = [
  { key: 'General', label: 'General', collapsible: false },
  { key: 'Data', label: 'Data', collapsible: false },
  { key: 'Pages', label: 'Pages', collapsible: false },
  { key: 'Products', label: 'Products', collapsible: true },
  { key: 'Solutions', label: 'Solutions', collapsible: true },
  { key: 'Explore', label: 'Explore', collapsible: true },
  { key: 'Resources', label: 'Resources', collapsible: true },
  { key: 'Company', label: 'Company', collapsible: true },
  { key: 'Explore_Layout', label: 'Explore Layout', collapsible: true },
  { key: 'Resources_Layout', label: 'Resources Layout', collapsible: true },
];
