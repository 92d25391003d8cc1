import { IdParams } from './common';
import { answer, endpoint, form } from './endpoint';
import type { Done, Envelope } from './envelope';

/** Largest logo accepted (the server answers 413 above it). */
export const COMPANY_LOGO_MAX_BYTES = 1024 * 1024;

/** A partner company as the list shows it (admin spec §3). */
export interface Company {
  _id: string;
  name: string;
  /** Address of the sanitised SVG logo. */
  url: string;
  /** Position on the public site (1 is first). */
  row: number;
  dateCreated: string;
}

/** The add form (multipart): the logo goes last, after the text fields. */
export type CompanyForm = {
  name: string;
  row: string;
  logo: Blob;
};

/** Partner companies (admin spec §7). */
export const companiesApi = {
  list: endpoint({ method: 'GET', path: '/companies', answer: answer<Envelope<{ data: Company[] }>>() }),
  add: endpoint({ method: 'POST', path: '/companies/add', form: form<CompanyForm>(), answer: answer<Envelope<Company>>() }),
  remove: endpoint({ method: 'DELETE', path: '/companies/:id', params: IdParams, answer: answer<Done>() }),
};
export type CompaniesApi = typeof companiesApi;
