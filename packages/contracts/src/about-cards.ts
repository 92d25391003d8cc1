import { IdParams } from './common';
import { answer, endpoint, form } from './endpoint';
import type { Done, Envelope } from './envelope';

export const ABOUT_CARD_MEDIA_MAX_BYTES = 4 * 1024 * 1024;

/** An about-us card (content spec §3): title, content, row, media. */
export interface AboutCard {
  _id: string;
  title: string;
  content: string;
  row: number;
  /** The /uploads address of the card's image, or null. */
  media: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The add and edit form (multipart); editing carries `updatedAt` and may drop the image with `removeMedia`. */
export type AboutCardForm = {
  title: string;
  content: string;
  row: string;
  updatedAt?: string;
  removeMedia?: 'true';
  media?: Blob;
};

/** About-us cards: the spec's `PUT /card/edit/{id}`, and list, add and delete named in its style (content spec §7). */
export const aboutCardsApi = {
  list: endpoint({ method: 'GET', path: '/card/get', answer: answer<{ success: true; cards: AboutCard[] }>() }),
  add: endpoint({ method: 'POST', path: '/card/add', form: form<AboutCardForm>(), answer: answer<Envelope<AboutCard>>() }),
  edit: endpoint({ method: 'PUT', path: '/card/edit/:id', params: IdParams, form: form<AboutCardForm>(), answer: answer<Envelope<AboutCard>>() }),
  remove: endpoint({ method: 'DELETE', path: '/card/delete/:id', params: IdParams, answer: answer<Done>() }),
};
export type AboutCardsApi = typeof aboutCardsApi;
