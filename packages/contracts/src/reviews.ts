import { IdParams } from './common';
import { answer, endpoint, form } from './endpoint';
import type { Done, Envelope } from './envelope';

/** A customer review (admin spec §3, plus the name parts the forms edit). */
export interface Review {
  _id: string;
  id: string;
  fullName: string;
  firstName: string;
  lastName: string;
  avatarURL: string | null;
  /** The reviewer's job title. */
  role: string;
  title: string;
  description: string;
  date: string;
  /** Position on the public site (1 is first). */
  row: number;
}

/**
 * The add and edit form (multipart); a new review without `row` goes after the others. The reviewer is named by
 * `firstName` and `lastName`, or by the spec's `fullName` (split at its first space) when neither part is sent.
 * A 400 names the fields missing ('Please fill all the fields: title is missing').
 */
export type ReviewForm = {
  firstName?: string;
  lastName?: string;
  fullName?: string;
  role: string;
  title: string;
  description: string;
  row?: string;
  avatar?: Blob;
};

/** Reviews: the spec's list, and the writes named in its style (admin spec §7). */
export const reviewsApi = {
  list: endpoint({ method: 'GET', path: '/reviews', answer: answer<Envelope<Review[]>>() }),
  add: endpoint({ method: 'POST', path: '/reviews/add', form: form<ReviewForm>(), answer: answer<Envelope<Review>>() }),
  edit: endpoint({ method: 'PUT', path: '/reviews/edit/:id', params: IdParams, form: form<ReviewForm>(), answer: answer<Envelope<Review>>() }),
  remove: endpoint({ method: 'DELETE', path: '/reviews/delete/:id', params: IdParams, answer: answer<Done>() }),
};
export type ReviewsApi = typeof reviewsApi;
