import { Type, type Static } from '@sinclair/typebox';
import { IdParams, UpdatedAt } from './common';
import { answer, endpoint } from './endpoint';
import { DoneSchema, EnvelopeSchema } from './answers';
import { PublishingAnswer, PublishingFields } from './publishing';

/** A FAQ. */
export const Faq = Type.Object({
  _id: Type.String(),
  question: Type.String(),
  answer: Type.String(),
  /** Position on the public site (1 is first). */
  row: Type.Integer(),
  updatedAt: Type.String(),
  ...PublishingAnswer,
});
export type Faq = Static<typeof Faq>;

export const FaqBody = Type.Object(
  {
    question: Type.String({ maxLength: 300 }),
    answer: Type.String({ maxLength: 5000 }),
    row: Type.Integer({ minimum: 1, maximum: 9999 }),
    ...PublishingFields,
  },
  { additionalProperties: false },
);
export type FaqBody = Static<typeof FaqBody>;
/** An edit sends only the fields it changes: those absent keep their stored values (docs/api.md "Updates"). */
export const FaqEditBody = Type.Object(
  { ...Type.Partial(FaqBody).properties, updatedAt: Type.Optional(UpdatedAt) },
  { additionalProperties: false },
);
export type FaqEditBody = Static<typeof FaqEditBody>;

/** FAQs. */
export const faqsApi = {
  list: endpoint({ method: 'GET', path: '/faq', answer: answer(EnvelopeSchema(Type.Array(Faq))) }),
  add: endpoint({ method: 'POST', path: '/faq/add', body: FaqBody, answer: answer(EnvelopeSchema(Faq)) }),
  edit: endpoint({
    method: 'PUT',
    path: '/faq/edit/:id',
    params: IdParams,
    body: FaqEditBody,
    answer: answer(EnvelopeSchema(Faq)),
  }),
  remove: endpoint({ method: 'DELETE', path: '/faq/delete/:id', params: IdParams, answer: answer(DoneSchema) }),
};
export type FaqsApi = typeof faqsApi;
