/** Country status values; a new country starts Active. */
export const COUNTRY_STATUSES = ['Active', 'Inactive', 'Pending'] as const;
export type CountryStatus = (typeof COUNTRY_STATUSES)[number];
export const DEFAULT_COUNTRY_STATUS: CountryStatus = 'Active';

/** One colour per status, shared by the list's tags, the map and its legend. */
export const STATUS_COLOURS: Record<CountryStatus, string> = {
  Active: '#49aa19',
  Pending: '#d89614',
  Inactive: '#d32029',
};

/** antd Tag colour names matching STATUS_COLOURS. */
export const STATUS_TAG_COLOURS: Record<CountryStatus, string> = {
  Active: 'green',
  Pending: 'gold',
  Inactive: 'red',
};

export function isCountryStatus(value: unknown): value is CountryStatus {
  return typeof value === 'string' && (COUNTRY_STATUSES as readonly string[]).includes(value);
}
