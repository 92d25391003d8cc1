import type { ComponentType } from 'react';
import { defineExtensionPoint } from './extension-point';
import type { Permission } from '../session/permissions';
import type { Token } from './token';

/**
 * A dashboard card: each screen group contributes its own, so a disabled plugin's card disappears.
 * `key` matches the `key` of an item of `GET /dashboard`'s `general` or `data` list, which holds the count;
 * a card whose figure the server does not count brings its own `body` instead.
 */
export interface DashboardCard {
  key: string;
  group: 'general' | 'data';
  title: string;
  /** The screen the card links to. */
  path: string;
  /** Position inside its group; lower first. */
  order: number;
  /** What the card shows under its title in place of the server's count (a plugin's own figure). */
  body?: ComponentType;
}

/** Keyed: two plugins contributing the same card key are refused at boot. */
export const DashboardCards = defineExtensionPoint<DashboardCard>('dashboard/cards/v1', {
  key: (card) => card.key,
  keyName: 'dashboard card',
});

/** A record the command palette found: its name, a hint, and the address of its screen. */
export interface RecordHit {
  title: string;
  /** A second line, e.g. the e-mail of a user or the page of a section. */
  description?: string;
  /** The record's own address, e.g. `/faq/edit?id=…`: it must open the record on a fresh page load too. */
  path: string;
}

/**
 * Records the command palette (Ctrl/⌘+K) can jump to: each screen group finds its own by name. `search` gets
 * the typed text (2 characters or more) and the container's resolver for the plugin's own services.
 */
export interface RecordSearch {
  key: string;
  /** The heading of these records in the palette, e.g. 'FAQs'. */
  label: string;
  /** Only offered to roles holding this permission. */
  permission?: Permission;
  search: (query: string, resolve: <T>(token: Token<T>) => T) => Promise<RecordHit[]>;
}

/** Keyed: two plugins contributing the same key are refused at boot. */
export const RecordSearches = defineExtensionPoint<RecordSearch>('search/records/v1', {
  key: (search) => search.key,
  keyName: 'record search',
});

/**
 * Something to do, offered by the command palette when the typed text matches its label or keywords, e.g.
 * 'Add blog' (opens the add screen) or 'Export leads' (opens the list with `?export=all`, which downloads).
 */
export interface PaletteAction {
  key: string;
  /** What the option says: a verb first ('Add blog', 'Export leads'). */
  label: string;
  /** The address that does it. */
  path: string;
  /** Other words it is found by ('new', 'download'). */
  keywords?: string[];
  /** Only offered to roles holding this permission. */
  permission?: Permission;
}

/** Keyed: two plugins contributing the same key are refused at boot. */
export const PaletteActions = defineExtensionPoint<PaletteAction>('palette/actions/v1', {
  key: (action) => action.key,
  keyName: 'palette action',
});
