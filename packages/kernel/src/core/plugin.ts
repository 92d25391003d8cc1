import type { ComponentType } from 'react';
import type { ContainerModule } from 'inversify';
import type { Contribution } from './extension-point';
import type { Permission } from '../session/permissions';
import { isPluginApiRange } from './plugin-api-version';
import type { MessageCatalogs } from '../i18n/i18n';
import type { Token } from './token';

/** The kernel's sidebar groups, in the spec's order (see shell/nav-groups.ts). */
export type KernelNavGroup =
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

/** A sidebar group key: one of the kernel's, or one a plugin declares in its `navGroups`. */
// `string & {}` keeps the kernel's names offered by the editor while any declared key is accepted.
export type NavGroup = KernelNavGroup | (string & {});

/** A sidebar group a plugin adds (the kernel's own are listed in shell/nav-groups.ts, orders 10 to 100). */
export interface NavGroupDefinition {
  /** The key nav entries name in `group`; unique across the kernel and all plugins. */
  key: string;
  label: string;
  /** Position among the groups; lower first. The kernel's groups use 10, 20, ... 100. */
  order: number;
  /** Collapsible groups open and close on their own; the others are plain headings. */
  collapsible?: boolean;
}

export interface NavEntry {
  /** Group of the sidebar (the kernel's or one a plugin declares); omit for a top-level entry. */
  group?: NavGroup;
  label: string;
  path: string;
  /** Position inside its group; lower first. Ties break on the label, never on load order. */
  order: number;
  icon?: ComponentType;
  /** Shown only to admins whose role has this permission (e.g. the screen's own); everyone by default. */
  permission?: Permission;
}

export interface PluginRoute {
  /** A react-router path, e.g. `/companies` or `/edit-seo/:title`. */
  path: string;
  /** Lazily imported screen, so each plugin's screens land in their own chunk. */
  screen: () => Promise<{ default: ComponentType }>;
  /** Permission needed to open the screen; defaults to `read`. */
  permission?: Permission;
  /** The screen's name in breadcrumbs that point at it (else the label of the sidebar entry with its path). */
  title?: string;
  /**
   * The address of the screen above this one in breadcrumbs (e.g. the list an edit form belongs to); by default
   * the sidebar entry whose address this route's starts with.
   */
  parent?: string;
}

export interface PluginDefinition {
  /** Stable id, also the key in `/config.json`'s `plugins` map. Lower-case, dashes. */
  id: string;
  /** Human name for the boot report. */
  title?: string;
  /** The plugin's own version (semver), shown on the Plugins screen. */
  version?: string;
  /**
   * The plugin API versions it was built for, a semver range such as `^1.0` (see `PLUGIN_API_VERSION`). Outside
   * it the plugin is not started. Required of external plugins; built-in ones are built with the kernel.
   */
  pluginApi?: string;
  /** Ids of plugins that must start first; when one is missing or fails this plugin is skipped. */
  requires?: string[];
  nav?: NavEntry[];
  /** Sidebar groups this plugin adds, for its own entries or others'. */
  navGroups?: NavGroupDefinition[];
  routes?: PluginRoute[];
  /**
   * The plugin's texts in the admin's other languages, keyed by the English text (`{ fr: { 'Shipping rates':
   * 'Tarifs de livraison' } }`); `useMessages().t` reads them in its screens, the sidebar for its entries. A text
   * without a translation shows in English (and is reported in development).
   */
  messages?: MessageCatalogs;
  /** Binds the plugin's MobX stores and API clients into the kernel's container. */
  services?: ContainerModule;
  /**
   * The tokens of the MobX stores `services` binds (a screen group's list store, a store shared by its screens), so
   * the kernel can list them (`registry.storesOf(id)`) and other plugins and tests resolve them. Boot fails the
   * plugin when one is not bound.
   */
  stores?: ReadonlyArray<Token<unknown>>;
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
  if (definition.pluginApi !== undefined && !isPluginApiRange(definition.pluginApi)) {
    throw new Error(
      `Plugin "${definition.id}": pluginApi "${definition.pluginApi}" is not a semver range such as "^1.0"`,
    );
  }
  for (const route of definition.routes ?? []) {
    if (!route.path.startsWith('/'))
      throw new Error(`Plugin "${definition.id}": route "${route.path}" must start with /`);
  }
  return Object.freeze({ ...definition });
}
