import { Type, type Static } from '@sinclair/typebox';
import { IdParams, RequiredText, UpdatedAt, type RecordMeta } from './common';
import { answer, endpoint } from './endpoint';
import type { Done, Envelope } from './envelope';

/** A partner shown on the public site, in row order (the README's worked example of a screen group). */
export interface Partner extends RecordMeta {
  name: string;
  website: string;
  /** Position on the public site (1 is first). */
  row: number;
}

export const PartnerBody = Type.Object(
  {
    name: RequiredText(120),
    website: Type.String({ maxLength: 300, pattern: '^https?://[^\\s]+$' }),
    row: Type.Integer({ minimum: 1, maximum: 9999 }),
    updatedAt: Type.Optional(UpdatedAt),
  },
  { additionalProperties: false },
);
export type PartnerBody = Static<typeof PartnerBody>;

/** Partners: list, add, edit (versioned by `updatedAt`), remove. */
export const partnersApi = {
  list: endpoint({ method: 'GET', path: '/partners', answer: answer<Envelope<Partner[]>>() }),
  add: endpoint({ method: 'POST', path: '/partners', body: PartnerBody, answer: answer<Envelope<Partner>>() }),
  edit: endpoint({ method: 'PUT', path: '/partners/:id', params: IdParams, body: PartnerBody, answer: answer<Envelope<Partner>>() }),
  remove: endpoint({ method: 'DELETE', path: '/partners/:id', params: IdParams, answer: answer<Done>() }),
};
export type PartnersApi = typeof partnersApi;
