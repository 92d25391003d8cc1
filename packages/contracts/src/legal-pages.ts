import { Type, type Static } from '@sinclair/typebox';
import { IdParams, UpdatedAt } from './common';
import { DoneSchema, EnvelopeSchema, RecordMetaFields } from './answers';
import { answer, endpoint } from './endpoint';
import { PublishingAnswer, PublishingFields } from './publishing';

/** A legal page. */
export const LegalPage = Type.Object({
  ...RecordMetaFields,
  title: Type.String(),
  content: Type.String(),
  /** 'Mar 10, 2026': the Last Update column. */
  formattedDate: Type.String(),
  ...PublishingAnswer,
});
export type LegalPage = Static<typeof LegalPage>;

export const LegalPageBody = Type.Object({
  title: Type.String({ maxLength: 200 }),
  content: Type.String({ maxLength: 1_000_000 }),
  updatedAt: Type.Optional(UpdatedAt),
  ...PublishingFields,
});
export type LegalPageBody = Static<typeof LegalPageBody>;
/** An edit sends only the fields it changes: those absent keep their stored values (docs/api.md "Updates"). */
export const LegalPageEditBody = Type.Partial(LegalPageBody);
export type LegalPageEditBody = Static<typeof LegalPageEditBody>;

/** A new legal page (not in the spec): its title, and its content (may be empty, to be written later). */
export const LegalPageAddBody = Type.Object(
  {
    title: Type.String({ maxLength: 200 }),
    content: Type.Optional(Type.String({ maxLength: 1_000_000 })),
    ...PublishingFields,
  },
  { additionalProperties: false },
);
export type LegalPageAddBody = Static<typeof LegalPageAddBody>;

/** Legal pages: list and edit; add and delete are beyond the spec. */
export const legalPagesApi = {
  list: endpoint({
    method: 'GET',
    path: '/guides/get',
    answer: answer(Type.Object({ success: Type.Literal(true), guides: Type.Array(LegalPage) })),
  }),
  add: endpoint({
    method: 'POST',
    path: '/guides/add',
    body: LegalPageAddBody,
    answer: answer(EnvelopeSchema(LegalPage)),
  }),
  remove: endpoint({ method: 'DELETE', path: '/guides/delete/:id', params: IdParams, answer: answer(DoneSchema) }),
  edit: endpoint({
    method: 'PUT',
    path: '/guides/edit/:id',
    params: IdParams,
    body: LegalPageEditBody,
    answer: answer(EnvelopeSchema(LegalPage)),
  }),
};
export type LegalPagesApi = typeof legalPagesApi;
