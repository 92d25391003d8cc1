import { Type, type Static } from '@sinclair/typebox';
import { DoneSchema, EnvelopeSchema, Nullable, RecordMetaFields } from './answers';
import { IdParams } from './common';
import { answer, endpoint, form } from './endpoint';
import { PublishingAnswer, type PublishStatus } from './publishing';

export const PODCAST_TITLE_MAX = 200;
export const PODCAST_URL_MAX = 2000;
export const PODCAST_COVER_MAX_BYTES = 5 * 1024 * 1024;

export const Podcast = Type.Object({
  ...RecordMetaFields,
  title: Type.String(),
  url: Type.String(),
  /** Address of the cover image, or '' when none was uploaded. */
  cover: Type.String(),
  /** YYYY-MM-DD. */
  dateScheduled: Type.String(),
  /** The scheduled date as the site shows it, e.g. 'Nov 22, 2026'. */
  formattedDate: Type.String(),
  category: Type.String(),
  isLiveNow: Type.Boolean(),
  /** Draft and publish (docs/editorial-workflow.md): the values above are the draft's when it has one. */
  ...PublishingAnswer,
});
export type Podcast = Static<typeof Podcast>;

/** The podcasts page: its podcasts, newest first, and the hero cover (null when none yet). */
export const PodcastsPage = Type.Object({
  success: Type.Literal(true),
  podcasts: Type.Array(Podcast),
  hero: Nullable(Type.String()),
  /** The hero cover's version, sent back with a new cover. */
  heroUpdatedAt: Type.Optional(Nullable(Type.String())),
});
export type PodcastsPage = Static<typeof PodcastsPage>;

export type PodcastForm = {
  title: string;
  url: string;
  dateScheduled: string;
  category: string;
  isLiveNow: 'true' | 'false';
  updatedAt?: string;
  /** Publishing (docs/editorial-workflow.md): absent keeps the server's default; '' clears a time. */
  status?: PublishStatus;
  publishAt?: string;
  unpublishAt?: string;
  cover?: Blob;
};

/** A single uploaded cover (the podcasts hero, the dashboard hero). */
/** `updatedAt`: the version of the cover the admin saw (a stale one is a 409, like any edit). */
export type CoverForm = { cover: Blob; updatedAt?: string };
export const CoverAnswer = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  cover: Type.String(),
  updatedAt: Type.Optional(Type.String()),
});
export type CoverAnswer = Static<typeof CoverAnswer>;

/** Podcasts and the podcasts page's hero cover. */
export const podcastsApi = {
  page: endpoint({ method: 'GET', path: '/podcast/get', answer: answer(PodcastsPage) }),
  add: endpoint({
    method: 'POST',
    path: '/podcast/add',
    form: form<PodcastForm>(),
    answer: answer(EnvelopeSchema(Podcast)),
  }),
  edit: endpoint({
    method: 'PUT',
    path: '/podcast/edit/:id',
    params: IdParams,
    form: form<PodcastForm>(),
    answer: answer(EnvelopeSchema(Podcast)),
  }),
  remove: endpoint({ method: 'DELETE', path: '/podcast/delete/:id', params: IdParams, answer: answer(DoneSchema) }),
  heroCover: endpoint({
    method: 'POST',
    path: '/podcast/add-hero-section-cover',
    form: form<CoverForm>(),
    answer: answer(CoverAnswer),
  }),
};
export type PodcastsApi = typeof podcastsApi;
