import { Type, type Static } from '@sinclair/typebox';
import { DoneSchema, EnvelopeSchema, RecordMetaFields } from './answers';
import { IdParams, RequiredText, SortableListQuery } from './common';
import { answer, endpoint, fileAnswer, form } from './endpoint';

/** A collected record as the lists read it: `_id`, the collection's keys (text), `createdAt`, `updatedAt`. */
export const CollectedRecord = Type.Object(RecordMetaFields, { additionalProperties: Type.String() });
export type CollectedRecord = Static<typeof CollectedRecord> & Record<string, string>;

/** A page of collected records with the count of every match. */
const CollectedPageFields = {
  data: Type.Array(Type.Unsafe<CollectedRecord>(CollectedRecord)),
  total: Type.Integer(),
  /** Cursors of the next / previous page (send back as `after` / `before`), when the list has them. */
  after: Type.Optional(Type.String()),
  before: Type.Optional(Type.String()),
};
export const CollectedPage = Type.Object(CollectedPageFields);
export type CollectedPage = Static<typeof CollectedPage>;

/** The records a download or an export takes: the chosen `selectedIds`, or `all: true` for every record matching `q`. */
export const SelectionFields = {
  selectedIds: Type.Optional(Type.Array(Type.String({ format: 'uuid' }), { maxItems: 100_000 })),
  all: Type.Optional(Type.Boolean()),
  q: Type.Optional(Type.String({ maxLength: 200 })),
};
/** `{ selectedIds }` as the original product's API sends it, or `{ all: true, q }` for every record matching a search. */
export const SelectionBody = Type.Object(SelectionFields);
export type SelectionBody = Static<typeof SelectionBody>;

export const CandidateFileParams = Type.Object({
  id: Type.String({ format: 'uuid' }),
  kind: Type.Union([Type.Literal('resume'), Type.Literal('portfolio')]),
});

/** The candidates list is the spec's bare array; with `page` it is a page the screens can walk. */
export const CandidatesAnswer = Type.Union([
  Type.Array(Type.Unsafe<CollectedRecord>(CollectedRecord)),
  Type.Object({ ...CollectedPageFields, page: Type.Integer(), pageSize: Type.Integer() }),
]);
export type CandidatesAnswer = Static<typeof CandidatesAnswer>;

const list = <P extends string>(path: P) =>
  endpoint({ method: 'GET', path, query: SortableListQuery, answer: answer(EnvelopeSchema(CollectedPage)) });
const remove = <P extends string>(path: P) =>
  endpoint({ method: 'DELETE', path, params: IdParams, answer: answer(DoneSchema) });
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const download = <P extends string>(path: P) =>
  endpoint({ method: 'POST', path, body: SelectionBody, answer: fileAnswer([XLSX]) });

/** The collected data of the original product's API, at the spec's paths. */
export const collectedDataApi = {
  newsletter: list('/getAllNewsLetter'),
  removeSubscriber: remove('/deleteNewsLetter/:id'),
  downloadNewsletter: download('/downloadNewsletter'),
  leads: list('/getleadsContact'),
  removeLead: remove('/delete/leads/Contact/:id'),
  downloadLeads: download('/download/leads/Contact'),
  contactSales: list('/get/contactsale'),
  removeContactSale: remove('/delete/:id'),
  downloadContactSales: download('/download/contactsale'),
  candidates: endpoint({
    method: 'GET',
    path: '/getAllJobCandidates',
    query: SortableListQuery,
    answer: answer(CandidatesAnswer),
  }),
  /** One application, for the candidate view's own address (`/candidate-view?id=`); beyond the spec, named in its style. */
  candidate: endpoint({
    method: 'GET',
    path: '/getJobCandidate/:id',
    params: IdParams,
    answer: answer(EnvelopeSchema(Type.Unsafe<CollectedRecord>(CollectedRecord))),
  }),
  removeCandidate: remove('/deleteJobCandidate/:id'),
  downloadCandidates: endpoint({
    method: 'POST',
    path: '/getJobCandidateList',
    body: SelectionBody,
    answer: fileAnswer(['application/zip']),
  }),
  downloadCandidate: endpoint({
    method: 'GET',
    path: '/downloadJobCandidate/:id',
    params: IdParams,
    answer: fileAnswer(['application/zip']),
  }),
  candidateFile: endpoint({
    method: 'GET',
    path: '/candidate-files/:id/:kind',
    params: CandidateFileParams,
    answer: fileAnswer(['application/pdf', 'application/octet-stream']),
  }),
};
export type CollectedDataApi = typeof collectedDataApi;

const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
const EmailField = Type.String({ minLength: 3, maxLength: 320, pattern: EMAIL_PATTERN });
const text = () => RequiredText(200);

/**
 * The honeypot: a field the public site's forms render hidden and leave empty. Bots filling every field fill it
 * too; the server then answers as usual and keeps nothing.
 */
export const HONEYPOT_FIELD = 'website';
const Honeypot = Type.Optional(Type.String({ maxLength: 200 }));

export const NewsletterBody = Type.Object({ email: EmailField, website: Honeypot });
export const LeadBody = Type.Object({
  website: Honeypot,
  firstName: text(),
  lastName: text(),
  companyName: text(),
  email: EmailField,
  phoneNumber: text(),
  numOfOrders: text(),
  countriesInterested: text(),
});
export const ContactSalesBody = Type.Object({
  website: Honeypot,
  fullName: text(),
  companyName: text(),
  companyEmail: EmailField,
  country: text(),
  mobileNumber: text(),
  numberOfOrders: text(),
  countryInterested: text(),
});

export const APPLICATION_FILE_MAX_BYTES = 5 * 1024 * 1024;
export type JobApplicationForm = {
  job: string;
  fName: string;
  lName: string;
  email: string;
  phone: string;
  linkedIn?: string;
  /** The cover letter's text (at most 4,000 characters), shown on the candidate view. */
  coverLetter?: string;
  /** The honeypot (HONEYPOT_FIELD): left empty by people. */
  website?: string;
  resume: Blob;
  portfolio?: Blob;
};

/** The public site's intake (not in the spec, needed for the data to exist): no session, rate limited. */
export const intakeApi = {
  newsletter: endpoint({
    method: 'POST',
    path: '/public/newsletter',
    body: NewsletterBody,
    answer: answer(DoneSchema),
  }),
  leads: endpoint({ method: 'POST', path: '/public/leads', body: LeadBody, answer: answer(DoneSchema) }),
  contactSales: endpoint({
    method: 'POST',
    path: '/public/contact-sales',
    body: ContactSalesBody,
    answer: answer(DoneSchema),
  }),
  jobApplications: endpoint({
    method: 'POST',
    path: '/public/job-applications',
    form: form<JobApplicationForm>(),
    answer: answer(DoneSchema),
  }),
};
export type IntakeApi = typeof intakeApi;
