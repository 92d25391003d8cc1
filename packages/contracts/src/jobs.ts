import { Type, type Static } from '@sinclair/typebox';
import { IdParams, UpdatedAt } from './common';
import { DoneSchema, EnvelopeSchema, RecordMetaFields } from './answers';
import { answer, endpoint } from './endpoint';
import { PublishingAnswer, PublishingFields } from './publishing';

/** A job of the career page; salary is one string: amount, currency, 'Monthly' or 'Annual'. */
/** A job's own fields as answers carry them: the admin's (below) and the public content API's. */
export const JobFields = {
  title: Type.String(),
  department: Type.String(),
  description: Type.String(),
  overview: Type.String(),
  content: Type.String(),
  location: Type.String(),
  remote: Type.Boolean(),
  salary: Type.String(),
};
export const Job = Type.Object({
  ...RecordMetaFields,
  ...JobFields,
  ...PublishingAnswer,
});
export type Job = Static<typeof Job>;

const text = (maxLength: number) => Type.String({ maxLength });

// Properties in the order of the fields the route requires, so a body missing several names the same one first.
export const JobBody = Type.Object({
  title: text(200),
  department: text(100),
  salary: text(60),
  location: text(200),
  description: text(2000),
  content: text(500_000),
  overview: text(5000),
  remote: Type.Optional(Type.Boolean()),
  updatedAt: Type.Optional(UpdatedAt),
  ...PublishingFields,
});
export type JobBody = Static<typeof JobBody>;
/** An edit sends only the fields it changes: those absent keep their stored values (docs/api.md "Updates"). */
export const JobEditBody = Type.Partial(JobBody);
export type JobEditBody = Static<typeof JobEditBody>;

/** Jobs: the list is a bare array. */
export const jobsApi = {
  list: endpoint({ method: 'GET', path: '/job/get', answer: answer(Type.Array(Job)) }),
  add: endpoint({ method: 'POST', path: '/job/add', body: JobBody, answer: answer(EnvelopeSchema(Job)) }),
  edit: endpoint({
    method: 'PUT',
    path: '/job/edit/:id',
    params: IdParams,
    body: JobEditBody,
    answer: answer(EnvelopeSchema(Job)),
  }),
  remove: endpoint({ method: 'DELETE', path: '/job/delete/:id', params: IdParams, answer: answer(DoneSchema) }),
};
export type JobsApi = typeof jobsApi;
