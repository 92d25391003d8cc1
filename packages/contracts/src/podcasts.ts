import { IdParams, type RecordMeta } from './common';
import { answer, endpoint, form } from './endpoint';
import type { Done, Envelope } from './envelope';

export const PODCAST_TITLE_MAX = 200;
export const PODCAST_URL_MAX = 2000;
export const PODCAST_COVER_MAX_BYTES = 5 * 1024 * 1024;

export interface Podcast extends RecordMeta {
  title: string;
  url: string;
  /** Address of the cover image, or '' when none was uploaded. */
  cover: string;
  /** YYYY-MM-DD. */
  dateScheduled: string;
  /** The scheduled date as the site shows it, e.g. 'Nov 22, 2026'. */
  formattedDate: string;
  category: string;
  isLiveNow: boolean;
}

/** The podcasts page: its podcasts, newest first, and the hero cover (null when none yet). */
export interface PodcastsPage {
  success: true;
  podcasts: Podcast[];
  hero: string | null;
}

export type PodcastForm = {
  title: string;
  url: string;
  dateScheduled: string;
  category: string;
  isLiveNow: 'true' | 'false';
  updatedAt?: string;
  cover?: Blob;
};

/** A single uploaded cover (the podcasts hero, the dashboard hero). */
export type CoverForm = { cover: Blob };
export interface CoverAnswer {
  success: true;
  message: string;
  cover: string;
}

/** Podcasts and the podcasts page's hero cover (content spec §7). */
export const podcastsApi = {
  page: endpoint({ method: 'GET', path: '/podcast/get', answer: answer<PodcastsPage>() }),
  add: endpoint({ method: 'POST', path: '/podcast/add', form: form<PodcastForm>(), answer: answer<Envelope<Podcast>>() }),
  edit: endpoint({ method: 'PUT', path: '/podcast/edit/:id', params: IdParams, form: form<PodcastForm>(), answer: answer<Envelope<Podcast>>() }),
  remove: endpoint({ method: 'DELETE', path: '/podcast/delete/:id', params: IdParams, answer: answer<Done>() }),
  heroCover: endpoint({ method: 'POST', path: '/podcast/add-hero-section-cover', form: form<CoverForm>(), answer: answer<CoverAnswer>() }),
};
export type PodcastsApi = typeof podcastsApi;
