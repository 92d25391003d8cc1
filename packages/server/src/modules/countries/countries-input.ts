/** Checks the text fields of the add and edit forms; the flag file is checked by the upload helper. */

export const COUNTRY_STATUSES = ['Active', 'Inactive', 'Pending'] as const;
export type CountryStatus = (typeof COUNTRY_STATUSES)[number];

export interface CountryFields {
  country: string;
  status: CountryStatus;
  region: string;
  description: string;
}

export const COUNTRY_NAME_MAX = 80;
export const REGION_NAME_MAX = 80;
export const REGION_DESCRIPTION_MAX = 1000;
export const FLAG_MAX_BYTES = 2 * 1024 * 1024;

function text(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';
}

/**
 * Reads country, countryStatus, region and description. Returns the clean fields, or the message of
 * the first problem (the screens show it as is).
 */
export function readCountryFields(fields: Record<string, unknown>, requiredMessage: string): CountryFields | { error: string } {
  const country = text(fields.country);
  const region = text(fields.region);
  const description = typeof fields.description === 'string' ? fields.description.trim() : '';
  const status = text(fields.countryStatus);
  if (!country || !region || !description || !status) return { error: requiredMessage };
  if (!(COUNTRY_STATUSES as readonly string[]).includes(status)) return { error: 'The status must be Active, Inactive or Pending' };
  if (country.length > COUNTRY_NAME_MAX) return { error: `The country name must be at most ${COUNTRY_NAME_MAX} characters` };
  if (region.length > REGION_NAME_MAX) return { error: `The region name must be at most ${REGION_NAME_MAX} characters` };
  if (description.length > REGION_DESCRIPTION_MAX) return { error: `The region description must be at most ${REGION_DESCRIPTION_MAX} characters` };
  return { country, status: status as CountryStatus, region, description };
}
