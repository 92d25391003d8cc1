import { Type, type Static } from '@sinclair/typebox';
import { DoneSchema, EnvelopeSchema, RecordMetaFields } from './answers';
import { IdParams } from './common';
import { answer, endpoint, form } from './endpoint';
import { PUBLISH_STATES, PUBLISH_STATUSES, type PublishState, type PublishStatus } from './publishing';

/** Country status values; a new country starts Active. */
export const COUNTRY_STATUSES = ['Active', 'Inactive', 'Pending'] as const;
export type CountryStatus = (typeof COUNTRY_STATUSES)[number];

export const COUNTRY_NAME_MAX = 80;
export const REGION_NAME_MAX = 80;
export const REGION_DESCRIPTION_MAX = 1000;
export const FLAG_MAX_BYTES = 2 * 1024 * 1024;

/** A country covered, as listed inside its region. */
const CountryFields = {
  ...RecordMetaFields,
  country: Type.String(),
  /** Address of the flag image. */
  flag: Type.String(),
  status: Type.Unsafe<CountryStatus>({ enum: [...COUNTRY_STATUSES] }),
  /**
   * Drafts and publishing (docs/editorial-workflow.md): the spec's `status` (Active / Inactive / Pending) keeps
   * its name, so a country's publishing status is `publishStatus` (`draft` or `published`).
   */
  publishStatus: Type.Unsafe<PublishStatus>({
    type: 'string',
    enum: [...PUBLISH_STATUSES],
    description:
      "The country's publishing status (draft or published), which other kinds answer as `status`: a country's `status` is its coverage (Active, Inactive, Pending). Forms send it as `publishStatus` too, with `publishAt` and `unpublishAt`.",
  }),
  state: Type.Unsafe<PublishState>({ type: 'string', enum: [...PUBLISH_STATES] }),
  publishAt: Type.Union([Type.String(), Type.Null()]),
  unpublishAt: Type.Union([Type.String(), Type.Null()]),
};
export const Country = Type.Object(CountryFields);
export type Country = Static<typeof Country>;

export const Region = Type.Object({
  _id: Type.String(),
  region: Type.String(),
  description: Type.String(),
  countries: Type.Array(Country),
});
export type Region = Static<typeof Region>;

/** A country as an add or edit answers it: with its region's name. */
export const CountryWithRegion = Type.Object({ ...CountryFields, region: Type.String() });
export type CountryWithRegion = Static<typeof CountryWithRegion>;

/** The add and edit form (multipart); editing sends `updatedAt` and a flag only when it changes. */
export type CountryForm = {
  country: string;
  countryStatus: CountryStatus;
  region: string;
  description: string;
  updatedAt?: string;
  flag?: Blob;
  /** Publishing (docs/editorial-workflow.md): `publishStatus` is the shared `status` under a name of its own. */
  publishStatus?: PublishStatus;
  publishAt?: string;
  unpublishAt?: string;
};

/** Countries covered. */
export const countriesApi = {
  // The regions at `data.data`, like every other list.
  list: endpoint({
    method: 'GET',
    path: '/getAllCountries',
    answer: answer(EnvelopeSchema(Type.Object({ data: Type.Array(Region) }))),
  }),
  add: endpoint({
    method: 'POST',
    path: '/addCountry',
    form: form<CountryForm>(),
    answer: answer(EnvelopeSchema(CountryWithRegion)),
  }),
  edit: endpoint({
    method: 'PUT',
    path: '/editCountry/:id',
    params: IdParams,
    form: form<CountryForm>(),
    answer: answer(EnvelopeSchema(CountryWithRegion)),
  }),
  remove: endpoint({ method: 'DELETE', path: '/deleteCountry/:id', params: IdParams, answer: answer(DoneSchema) }),
};
export type CountriesApi = typeof countriesApi;
