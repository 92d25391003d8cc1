import { IdParams, type RecordMeta } from './common';
import { answer, endpoint, form } from './endpoint';
import type { Done, Envelope } from './envelope';

/** Country status values (content spec §9); a new country starts Active. */
export const COUNTRY_STATUSES = ['Active', 'Inactive', 'Pending'] as const;
export type CountryStatus = (typeof COUNTRY_STATUSES)[number];

export const COUNTRY_NAME_MAX = 80;
export const REGION_NAME_MAX = 80;
export const REGION_DESCRIPTION_MAX = 1000;
export const FLAG_MAX_BYTES = 2 * 1024 * 1024;

/** A country covered, as listed inside its region. */
export interface Country extends RecordMeta {
  country: string;
  /** Address of the flag image. */
  flag: string;
  status: CountryStatus;
}

export interface Region {
  _id: string;
  region: string;
  description: string;
  countries: Country[];
}

/** A country as an add or edit answers it: with its region's name. */
export interface CountryWithRegion extends Country {
  region: string;
}

/** The add and edit form (multipart); editing sends `updatedAt` and a flag only when it changes. */
export type CountryForm = {
  country: string;
  countryStatus: CountryStatus;
  region: string;
  description: string;
  updatedAt?: string;
  flag?: Blob;
};

/** Countries covered (content spec §7). */
export const countriesApi = {
  list: endpoint({ method: 'GET', path: '/getAllCountries', answer: answer<Envelope<Region[]>>() }),
  add: endpoint({ method: 'POST', path: '/addCountry', form: form<CountryForm>(), answer: answer<Envelope<CountryWithRegion>>() }),
  edit: endpoint({ method: 'PUT', path: '/editCountry/:id', params: IdParams, form: form<CountryForm>(), answer: answer<Envelope<CountryWithRegion>>() }),
  remove: endpoint({ method: 'DELETE', path: '/deleteCountry/:id', params: IdParams, answer: answer<Done>() }),
};
export type CountriesApi = typeof countriesApi;
