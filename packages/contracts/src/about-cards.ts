import { IdParams } from './common';
import { answer, endpoint, form } from './endpoint';
import { Type, type Static } from '@sinclair/typebox';
import { DoneSchema, EnvelopeSchema, Nullable } from './answers';
import { PublishingAnswer, type PublishingForm } from './publishing';

export const ABOUT_CARD_MEDIA_MAX_BYTES = 4 * 1024 * 1024;

/** An about-us card: title, content, row, media. */
export const AboutCard = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  content: Type.String(),
  row: Type.Number(),
  /** The /uploads address of the card's image, or null. */
  media: Nullable(Type.String()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  ...PublishingAnswer,
});
export type AboutCard = Static<typeof AboutCard>;

/** The add and edit form (multipart); editing carries `updatedAt` and may drop the image with `removeMedia`; `status`, `publishAt`, `unpublishAt` as every kind with drafts. */
export type AboutCardForm = {
  title: string;
  content: string;
  row: string;
  updatedAt?: string;
  removeMedia?: 'true';
  media?: Blob;
} & PublishingForm;

/** About-us cards: the spec's `PUT /card/edit/{id}`, and list, add and delete named in its style. */
export const aboutCardsApi = {
  list: endpoint({
    method: 'GET',
    path: '/card/get',
    answer: answer(Type.Object({ success: Type.Literal(true), cards: Type.Array(AboutCard) })),
  }),
  add: endpoint({
    method: 'POST',
    path: '/card/add',
    form: form<AboutCardForm>(),
    answer: answer(EnvelopeSchema(AboutCard)),
  }),
  edit: endpoint({
    method: 'PUT',
    path: '/card/edit/:id',
    params: IdParams,
    form: form<AboutCardForm>(),
    answer: answer(EnvelopeSchema(AboutCard)),
  }),
  remove: endpoint({ method: 'DELETE', path: '/card/delete/:id', params: IdParams, answer: answer(DoneSchema) }),
};
export type AboutCardsApi = typeof aboutCardsApi;
