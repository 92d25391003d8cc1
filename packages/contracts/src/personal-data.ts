import { Type, type Static } from '@sinclair/typebox';
import { answer, endpoint, type FileDownload } from './endpoint';
import type { Envelope } from './envelope';

export const PERSONAL_DATA_COLLECTIONS = ['newsletter', 'leads', 'contactSales', 'candidates'] as const;
export type PersonalDataCollection = (typeof PERSONAL_DATA_COLLECTIONS)[number];

export const PersonEmailBody = Type.Object(
  { email: Type.String({ minLength: 3, maxLength: 320, pattern: '^[^\\s@]+@[^\\s@]+$' }) },
  { additionalProperties: false },
);
export type PersonEmailBody = Static<typeof PersonEmailBody>;

/** What is held about one e-mail address in one collection. */
export interface PersonalDataHits {
  collection: PersonalDataCollection;
  title: string;
  records: Array<Record<string, string>>;
  /** Uploaded files (candidates' CVs and portfolios). */
  files: number;
}

export interface PersonalDataFound {
  email: string;
  collections: PersonalDataHits[];
  total: number;
}

export interface PersonalDataErased {
  /** Records erased per collection. */
  erased: Record<PersonalDataCollection, number>;
  files: number;
}

/** Personal-data requests: find, export, erase everything held about an e-mail address. */
export const personalDataApi = {
  find: endpoint({ method: 'POST', path: '/personal-data/find', body: PersonEmailBody, answer: answer<Envelope<PersonalDataFound>>() }),
  exportZip: endpoint({ method: 'POST', path: '/personal-data/export', body: PersonEmailBody, answer: answer<FileDownload>() }),
  erase: endpoint({ method: 'POST', path: '/personal-data/erase', body: PersonEmailBody, answer: answer<Envelope<PersonalDataErased>>() }),
};
export type PersonalDataApi = typeof personalDataApi;
