import { Type, type Static } from '@sinclair/typebox';
import { answer, endpoint } from './endpoint';
import { EnvelopeSchema } from './answers';

/**
 * Draft and publish for every content kind (docs/editorial-workflow.md). A record has a published version (what
 * the public content API delivers) and may have a draft; `status` says which one a save writes.
 */
export const PUBLISH_STATUSES = ['draft', 'published'] as const;
export type PublishStatus = (typeof PUBLISH_STATUSES)[number];

/** What a list shows of a record: on the site, never published, changed since publishing, or waiting for a time. */
export const PUBLISH_STATES = ['published', 'draft', 'changed', 'scheduled'] as const;
export type PublishState = (typeof PUBLISH_STATES)[number];

/** The kinds that have drafts, as the publishing routes and PREVIEW_URL_<KIND> name them. */
export const PUBLISHABLE_KINDS = [
  'faqs',
  'legal',
  'seo',
  'pricing',
  'jobs',
  'reviews',
  'companies',
  'articles',
  'podcasts',
  'countries',
  'sections',
  'home_hero',
  'dashboard_hero',
  'about_cards',
] as const;
export type PublishableKind = (typeof PUBLISHABLE_KINDS)[number];

/**
 * Fields a save may carry besides the record's own: `status` (absent: the record's current one; on a new
 * record, published for those who may publish, else draft), and times to publish and unpublish at (ISO; null
 * clears a schedule). Publishing, scheduling and unpublishing need the `content:publish` permission.
 */
export const PublishingFields = {
  status: Type.Optional(Type.Unsafe<PublishStatus>({ type: 'string', enum: [...PUBLISH_STATUSES] })),
  publishAt: Type.Optional(Type.Union([Type.String({ format: 'date-time' }), Type.Null()])),
  unpublishAt: Type.Optional(Type.Union([Type.String({ format: 'date-time' }), Type.Null()])),
};

/** The same fields in a multipart form (a time sent empty clears it). */
export type PublishingForm = {
  status?: PublishStatus;
  publishAt?: string;
  unpublishAt?: string;
};

/** What every content record's answer carries about its publishing (the values shown are the draft's when it has one). */
export const PublishingAnswer = {
  status: Type.Unsafe<PublishStatus>({ type: 'string', enum: [...PUBLISH_STATUSES] }),
  state: Type.Unsafe<PublishState>({ type: 'string', enum: [...PUBLISH_STATES] }),
  publishAt: Type.Union([Type.String(), Type.Null()]),
  unpublishAt: Type.Union([Type.String(), Type.Null()]),
};
export interface Publishing {
  status: PublishStatus;
  state: PublishState;
  publishAt: string | null;
  unpublishAt: string | null;
}

/** The kinds of one record only (the home hero, the dashboard cover): its id is always `1`. */
export const SINGLE_RECORD_KINDS: readonly PublishableKind[] = ['home_hero', 'dashboard_hero'];

/** A record's id: a uuid, or `1` for the kinds of one record (`SINGLE_RECORD_KINDS`). */
export const PublishingParams = Type.Object({
  kind: Type.Unsafe<PublishableKind>({ type: 'string', enum: [...PUBLISHABLE_KINDS] }),
  id: Type.String({ format: 'record-id', description: "The record's uuid, or 1 for home_hero and dashboard_hero" }),
});

export const PreviewLink = Type.Object({ url: Type.String(), token: Type.String(), expiresAt: Type.String() });
export type PreviewLink = Static<typeof PreviewLink>;

export const PublishingState = Type.Object(PublishingAnswer);

/**
 * Publishing actions on any kind's record: publish its draft now, take it off the site now, and the site's
 * preview link for its draft (a short-lived signed token in the PREVIEW_URL_<KIND> address).
 */
export const publishingApi = {
  publish: endpoint({
    method: 'POST',
    path: '/publishing/:kind/:id/publish',
    params: PublishingParams,
    answer: answer(EnvelopeSchema(PublishingState)),
  }),
  unpublish: endpoint({
    method: 'POST',
    path: '/publishing/:kind/:id/unpublish',
    params: PublishingParams,
    answer: answer(EnvelopeSchema(PublishingState)),
  }),
  preview: endpoint({
    method: 'POST',
    path: '/publishing/:kind/:id/preview',
    params: PublishingParams,
    answer: answer(EnvelopeSchema(PreviewLink)),
  }),
};
export type PublishingApi = typeof publishingApi;
