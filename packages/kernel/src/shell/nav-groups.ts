import type { KernelNavGroup, NavGroupDefinition } from '../core/plugin';

/** The kernel's sidebar groups in the spec's order (admin-shell-and-data.md §2, Sidebar entries). */
export const NAV_GROUPS: ReadonlyArray<NavGroupDefinition & { key: KernelNavGroup }> = [
  { key: 'General', label: 'General', order: 10, collapsible: false },
  { key: 'Data', label: 'Data', order: 20, collapsible: false },
  { key: 'Pages', label: 'Pages', order: 30, collapsible: false },
  { key: 'Products', label: 'Products', order: 40, collapsible: true },
  { key: 'Solutions', label: 'Solutions', order: 50, collapsible: true },
  { key: 'Explore', label: 'Explore', order: 60, collapsible: true },
  { key: 'Resources', label: 'Resources', order: 70, collapsible: true },
  { key: 'Company', label: 'Company', order: 80, collapsible: true },
  { key: 'Explore_Layout', label: 'Explore Layout', order: 90, collapsible: true },
  { key: 'Resources_Layout', label: 'Resources Layout', order: 100, collapsible: true },
];
