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

/** What is held about one e-mail address in one collection. */
export const PersonalDataHits = Type.Object({
  collection: Type.Unsafe<PersonalDataCollection>({ enum: [...PERSONAL_DATA_COLLECTIONS] }),
  title: Type.String(),
  records: Type.Array(Type.Record(Type.String(), Type.String())),
  /** Uploaded files (candidates' CVs and portfolios). */
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
  erased: Type.Object({ newsletter: Type.Integer(), leads: Type.Integer(), contactSales: Type.Integer(), candidates: Type.Integer() }),
  files: Type.Number(),
});
export type PersonalDataErased = Static<typeof PersonalDataErased>;

/** Personal-data requests: find, export, erase everything held about an e-mail address. */
export const personalDataApi = {
  find: endpoint({ method: 'POST', path: '/personal-data/find', body: PersonEmailBody, answer: answer(EnvelopeSchema(PersonalDataFound)) }),
  exportZip: endpoint({ method: 'POST', path: '/personal-data/export', body: PersonEmailBody, answer: fileAnswer(['application/zip']) }),
  erase: endpoint({ method: 'POST', path: '/personal-data/erase', body: PersonEmailBody, answer: answer(EnvelopeSchema(PersonalDataErased)) }),
};
export type PersonalDataApi = typeof personalDataApi;
