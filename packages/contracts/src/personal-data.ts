import { Type, type Static } from '@sinclair/typebox';
import { EnvelopeSchema } from './answers';
import { answer, endpoint, fileAnswer } from './endpoint';

export const PERSONAL_DATA_COLLECTIONS = ['newsletter', 'leads', 'contactSales', 'candidates'] as const;
export type PersonalDataCollection = (typeof PERSONAL_DATA_COLLECTIONS)[number];

export const PersonEmailBody = Type.Object(
  { email: Type.String({ minLength: 3, maxLength: 320, pattern: '^[^\\s@]+@[^\\s@]+$' }) },
  { additionalProperties: false },
);
export type PersonEmailBody = Static<typeof PersonEmailBody>;

/** A plugin's declared content type holding personal data, as a personal-data collection: `ext/{plugin}/{type}`. */
export type PersonalDataExtCollection = `ext/${string}/${string}`;

/**
 * What is held about one e-mail address in one collection: a built-in one (`source: 'built-in'`), or a content type
 * an external plugin declares with personal fields (`source: 'plugin'`, `collection` `ext/{plugin}/{type}`).
 */
export const PersonalDataHits = Type.Object({
  collection: Type.Union([
    Type.Unsafe<PersonalDataCollection>({ type: 'string', enum: [...PERSONAL_DATA_COLLECTIONS] }),
    Type.Unsafe<PersonalDataExtCollection>({ type: 'string', pattern: '^ext/[a-z][a-z0-9-]*/[a-z][a-z0-9-]*$' }),
  ]),
  source: Type.Union([Type.Literal('built-in'), Type.Literal('plugin')]),
  /** For a plugin's content type: the plugin and the type's name. */
  plugin: Type.Optional(Type.String()),
  contentType: Type.Optional(Type.String()),
  title: Type.String(),
  records: Type.Array(Type.Record(Type.String(), Type.String())),
  /** Uploaded files (candidates' CVs and portfolios, a plugin record's file fields). */
  files: Type.Number(),
});
export type PersonalDataHits = Static<typeof PersonalDataHits>;

export const PersonalDataFound = Type.Object({
  email: Type.String(),
  collections: Type.Array(PersonalDataHits),
  total: Type.Number(),
});
export type PersonalDataFound = Static<typeof PersonalDataFound>;

export const PersonalDataErased = Type.Object({
  /** Records erased per collection. */
  erased: Type.Object({
    newsletter: Type.Integer(),
    leads: Type.Integer(),
    contactSales: Type.Integer(),
    candidates: Type.Integer(),
  }),
  /** Records erased per plugin content type holding personal data, by `ext/{plugin}/{type}`. */
  ext: Type.Record(Type.String(), Type.Integer()),
  files: Type.Number(),
});
export type PersonalDataErased = Static<typeof PersonalDataErased>;

/** Personal-data requests: find, export, erase everything held about an e-mail address (plugins' personal content types included). */
export const personalDataApi = {
  find: endpoint({
    method: 'POST',
    path: '/personal-data/find',
    body: PersonEmailBody,
    answer: answer(EnvelopeSchema(PersonalDataFound)),
  }),
  exportZip: endpoint({
    method: 'POST',
    path: '/personal-data/export',
    body: PersonEmailBody,
    answer: fileAnswer(['application/zip']),
  }),
  erase: endpoint({
    method: 'POST',
    path: '/personal-data/erase',
    body: PersonEmailBody,
    answer: answer(EnvelopeSchema(PersonalDataErased)),
  }),
};
export type PersonalDataApi = typeof personalDataApi;
