import { Type, type Static } from '@sinclair/typebox';
import { IdParams } from './common';
import { answer, endpoint } from './endpoint';
import type { Done, Envelope } from './envelope';

/** A FAQ (content spec §3). */
export interface Faq {
  _id: string;
  question: string;
  answer: string;
  /** Position on the public site (1 is first). */
  row: number;
  updatedAt: string;
}

export const FaqBody = Type.Object(
  {
    question: Type.String({ maxLength: 300 }),
    answer: Type.String({ maxLength: 5000 }),
    row: Type.Integer({ minimum: 1, maximum: 9999 }),
  },
  { additionalProperties: false },
);
export type FaqBody = Static<typeof FaqBody>;
/** An edit sends only the fields it changes: those absent keep their stored values (README "Updates"). */
export const FaqEditBody = Type.Partial(FaqBody, { additionalProperties: false });
export type FaqEditBody = Static<typeof FaqEditBody>;

/** FAQs (content spec §7). */
export const faqsApi = {
  list: endpoint({ method: 'GET', path: '/faq', answer: answer<Envelope<Faq[]>>() }),
  add: endpoint({ method: 'POST', path: '/faq/add', body: FaqBody, answer: answer<Envelope<Faq>>() }),
  edit: endpoint({ method: 'PUT', path: '/faq/edit/:id', params: IdParams, body: FaqEditBody, answer: answer<Envelope<Faq>>() }),
  remove: endpoint({ method: 'DELETE', path: '/faq/delete/:id', params: IdParams, answer: answer<Done>() }),
};
export type FaqsApi = typeof faqsApi;
