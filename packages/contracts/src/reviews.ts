import { IdParams } from './common';
import { Type, type Static } from '@sinclair/typebox';
import { DoneSchema, EnvelopeSchema, Nullable } from './answers';
import { answer, endpoint, form } from './endpoint';
import { PublishingAnswer, type PublishingForm } from './publishing';

/** A customer review. */
export const Review = Type.Object({
  _id: Type.String(),
  id: Type.String(),
  fullName: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  avatarURL: Nullable(Type.String()),
  /** The reviewer's job title. */
  role: Type.String(),
  title: Type.String(),
  description: Type.String(),
  date: Type.String(),
  /** Position on the public site (1 is first). */
  row: Type.Integer(),
  /** The version an edit sends back (`updatedAt`), so a stale edit gets 409. */
  updatedAt: Type.String(),
  ...PublishingAnswer,
});
export type Review = Static<typeof Review>;

/**
 * The add and edit form (multipart); a new review without `row` goes after the others. The reviewer is named by
 * `firstName` and `lastName`, or by the spec's `fullName` (split at its first space) when neither part is sent.
 * A 400 names the fields missing ('Please fill all the fields: title is missing').
 */
export type ReviewForm = PublishingForm & {
  firstName?: string;
  lastName?: string;
  fullName?: string;
  role: string;
  title: string;
  description: string;
  row?: string;
  avatar?: Blob;
  /** Editing: the version the form was loaded at. */
  updatedAt?: string;
};

/** Reviews: the spec's list, and the writes named in its style. */
export const reviewsApi = {
  list: endpoint({ method: 'GET', path: '/reviews', answer: answer(EnvelopeSchema(Type.Array(Review))) }),
  add: endpoint({
    method: 'POST',
    path: '/reviews/add',
    form: form<ReviewForm>(),
    answer: answer(EnvelopeSchema(Review)),
  }),
  edit: endpoint({
    method: 'PUT',
    path: '/reviews/edit/:id',
    params: IdParams,
    form: form<ReviewForm>(),
    answer: answer(EnvelopeSchema(Review)),
  }),
  remove: endpoint({ method: 'DELETE', path: '/reviews/delete/:id', params: IdParams, answer: answer(DoneSchema) }),
};
export type ReviewsApi = typeof reviewsApi;
