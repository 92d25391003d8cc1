import { IdParams } from './common';
import { Type, type Static } from '@sinclair/typebox';
import { DoneSchema, EnvelopeSchema } from './answers';
import { answer, endpoint, form } from './endpoint';
import { PublishingAnswer, type PublishingForm } from './publishing';

/** Largest logo accepted (the server answers 413 above it). */
export const COMPANY_LOGO_MAX_BYTES = 1024 * 1024;

/** A partner company as the list shows it. */
export const Company = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  /** Address of the sanitised SVG logo. */
  url: Type.String(),
  /** Position on the public site (1 is first). */
  row: Type.Integer(),
  dateCreated: Type.String(),
  /** The version an edit sends back (`updatedAt`), so a stale edit gets 409. */
  updatedAt: Type.String(),
  ...PublishingAnswer,
});
export type Company = Static<typeof Company>;

/** The add form (multipart): the logo goes last, after the text fields. */
export type CompanyForm = PublishingForm & {
  name: string;
  row: string;
  logo: Blob;
};

/** The edit form (multipart): any field left out keeps its stored value; a new logo replaces the old one. */
export type CompanyEditForm = Partial<CompanyForm> & { updatedAt?: string };

/** Partner companies. */
export const companiesApi = {
  list: endpoint({
    method: 'GET',
    path: '/companies',
    answer: answer(EnvelopeSchema(Type.Object({ data: Type.Array(Company) }))),
  }),
  add: endpoint({
    method: 'POST',
    path: '/companies/add',
    form: form<CompanyForm>(),
    answer: answer(EnvelopeSchema(Company)),
  }),
  /** Beyond the spec (which can only add and delete), named in its style. */
  edit: endpoint({
    method: 'PUT',
    path: '/companies/edit/:id',
    params: IdParams,
    form: form<CompanyEditForm>(),
    answer: answer(EnvelopeSchema(Company)),
  }),
  remove: endpoint({ method: 'DELETE', path: '/companies/:id', params: IdParams, answer: answer(DoneSchema) }),
};
export type CompaniesApi = typeof companiesApi;
