import {
  COUNTRY_NAME_MAX,
  COUNTRY_STATUSES,
  REGION_DESCRIPTION_MAX,
  REGION_NAME_MAX,
  type CountryStatus,
} from '@backoffice/contracts';
import { badRequest } from '../../http/app-error';

/** Checks the text fields of the add and edit forms; the flag file is checked by the upload helper. */

export interface CountryFields {
  country: string;
  status: CountryStatus;
  region: string;
  description: string;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';
}

/**
 * Reads country, countryStatus, region and description: the clean fields, or a 400 with the first problem
 * (the screens show it as is).
 */
export function readCountryFields(fields: Record<string, unknown>, requiredMessage: string): CountryFields {
  const country = text(fields.country);
  const region = text(fields.region);
  const description = typeof fields.description === 'string' ? fields.description.trim() : '';
  const status = text(fields.countryStatus);
  if (!country || !region || !description || !status) throw badRequest(requiredMessage);
  if (!(COUNTRY_STATUSES as readonly string[]).includes(status))
    throw badRequest('The status must be Active, Inactive or Pending');
  if (country.length > COUNTRY_NAME_MAX)
    throw badRequest(`The country name must be at most ${COUNTRY_NAME_MAX} characters`);
  if (region.length > REGION_NAME_MAX)
    throw badRequest(`The region name must be at most ${REGION_NAME_MAX} characters`);
  if (description.length > REGION_DESCRIPTION_MAX)
    throw badRequest(`The region description must be at most ${REGION_DESCRIPTION_MAX} characters`);
  return { country, status: status as CountryStatus, region, description };
}
