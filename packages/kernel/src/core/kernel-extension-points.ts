import { defineExtensionPoint } from './extension-point';

/**
 * A dashboard card: each screen group contributes its own, so a disabled plugin's card disappears.
 * `key` matches the `key` of an item of `GET /dashboard`'s `general` or `data` list, which holds the count.
 */
export interface DashboardCard {
  key: string;
  group: 'general' | 'data';
  title: string;
  /** The screen the card links to. */
  path: string;
  /** Position inside its group; lower first. */
  order: number;
}

export const DashboardCards = defineExtensionPoint<DashboardCard>('dashboard/cards/v1');
