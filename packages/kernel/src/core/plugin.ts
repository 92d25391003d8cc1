import type { ComponentType } from 'react';
import type { ContainerModule } from 'inversify';
import type { Contribution } from './extension-point';
import type { Permission } from '../session/permissions';

/** Sidebar groups, in the spec's order. Entries without a group sit on top (the dashboard). */
export type NavGroup =
  | 'General'
  | 'Data'
  | 'Pages'
  | 'Products'
  | 'Solutions'
  | 'Explore'
  | 'Resources'
  | 'Company'
  | 'Explore_Layout'
  | 'Resources_Layout';

export interface NavEntry {
  /** Group of the sidebar; omit for a top-level entry. */
  group?: NavGroup;
  label: string;
  path: string;
  /** Position inside its group; lower first. Ties break on the label, never on load order. */
  order: number;
  icon?: ComponentType;
}

export interface PluginRoute {
  /** A react-router path, e.g. `/companies` or `/edit-seo/:title`. */
  path: string;
  /** Lazily imported screen, so each plugin's screens land in their own chunk. */
  screen: () => Promise<{ default: ComponentType }>;
  /** Permission needed to open the screen; defaults to `read`. */
  permission?: Permission;
}

export interface PluginDefinition {
  /** Stable id, also the key in `/config.json`'s `plugins` map. Lower-case, dashes. */
  id: string;
  /** Human name for the boot report. */
  title?: string;
  /** Ids of plugins that must start first; when one is missing or fails this plugin is skipped. */
  requires?: string[];
  nav?: NavEntry[];
  routes?: PluginRoute[];
  /** Binds the plugin's MobX stores and API clients into the kernel's container. */
  services?: ContainerModule;
  /** Values for other plugins' (or the kernel's) extension points. */
  // Each contribution carries its own point's value type; a list of them can only be typed loosely.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  contributes?: Contribution<any>[];
}

export type Plugin = Readonly<PluginDefinition>;

/** Declares a plugin. Checks the shape early so a typo fails at boot with a clear message. */
export function definePlugin(definition: PluginDefinition): Plugin {
  if (!/^[a-z][a-z0-9-]*$/.test(definition.id)) {
    throw new Error(`Plugin id "${definition.id}" must be lower-case letters, digits and dashes`);
  }
  for (const route of definition.routes ?? []) {
    if (!route.path.startsWith('/')) throw new Error(`Plugin "${definition.id}": route "${route.path}" must start with /`);
  }
  return Object.freeze({ ...definition });
}
