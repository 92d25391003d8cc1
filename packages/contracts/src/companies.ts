import { IdParams } from './common';
import { Type, type Static } from '@sinclair/typebox';
import { DoneSchema, EnvelopeSchema } from './answers';
import { answer, endpoint, form } from './endpoint';

/** Largest logo accepted (the server answers 413 above it). */
export const COMPANY_LOGO_MAX_BYTES = 1024 * 1024;

/** A partner company as the list shows it (admin spec §3). */
export const Company = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  /** Address of the sanitised SVG logo. */
  url: Type.String(),
  /** Position on the public site (1 is first). */
  row: Type.Integer(),
  dateCreated: Type.String(),
});
export type Company = Static<typeof Company>;

/** The add form (multipart): the logo goes last, after the text fields. */
export type CompanyForm = {
  name: string;
  row: string;
  logo: Blob;
};

/** Partner companies (admin spec §7). */
export const companiesApi = {
  list: endpoint({ method: 'GET', path: '/companies', answer: answer(EnvelopeSchema(Type.Object({ data: Type.Array(Company) }))) }),
  add: endpoint({ method: 'POST', path: '/companies/add', form: form<CompanyForm>(), answer: answer(EnvelopeSchema(Company)) }),
  remove: endpoint({ method: 'DELETE', path: '/companies/:id', params: IdParams, answer: answer(DoneSchema) }),
};
export type CompaniesApi = typeof companiesApi;
