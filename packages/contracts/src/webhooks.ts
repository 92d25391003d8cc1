import { Type, type Static } from '@sinclair/typebox';
import { DoneSchema, EnvelopeSchema, Nullable } from './answers';
import { IdParams, UpdatedAt } from './common';
import { answer, endpoint } from './endpoint';

/** The content kinds an endpoint may choose to hear of (none chosen: all of them). */
export const WEBHOOK_EVENT_KINDS = [
  'section',
  'article',
  'pricing-plan',
  'faq',
  'job',
  'country',
  'podcast',
  'podcast-hero',
  'legal-page',
  'seo',
  'company',
  'review',
  'about-card',
  'home-hero',
  'dashboard-hero',
] as const;
export type WebhookEventKind = (typeof WEBHOOK_EVENT_KINDS)[number];

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'retrying', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
const WebhookDeliveryStatusSchema = Type.Union(WEBHOOK_DELIVERY_STATUSES.map((status) => Type.Literal(status)));

export const WebhookEndpoint = Type.Object({
  _id: Type.String(),
  /** The address, with any credentials in it shown as `***`. */
  url: Type.String(),
  description: Type.String(),
  /** The kinds it hears of; empty: every content change. */
  events: Type.Array(Type.String()),
  paused: Type.Boolean(),
  /** `env`: made at start from CONTENT_WEBHOOK_URLS (its secret is CONTENT_WEBHOOK_SECRET; it cannot be deleted here). */
  source: Type.Union([Type.Literal('admin'), Type.Literal('env')]),
  /** The secret's first characters (`whsec_AbCd…`): the whole secret is shown once, when made or rotated. */
  secretHint: Type.String(),
  /** The last delivery's status, if any. */
  lastStatus: Nullable(WebhookDeliveryStatusSchema),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type WebhookEndpoint = Static<typeof WebhookEndpoint>;

/** An endpoint as answered when made or its secret rotated: with the whole secret, shown this once. */
export const WebhookEndpointWithSecret = Type.Object({ ...WebhookEndpoint.properties, secret: Type.String() });
export type WebhookEndpointWithSecret = Static<typeof WebhookEndpointWithSecret>;

const EventKinds = Type.Array(Type.Union(WEBHOOK_EVENT_KINDS.map((kind) => Type.Literal(kind))), {
  maxItems: WEBHOOK_EVENT_KINDS.length,
  uniqueItems: true,
});

export const WebhookEndpointBody = Type.Object(
  {
    url: Type.String({ minLength: 1, maxLength: 2000 }),
    description: Type.Optional(Type.String({ maxLength: 300 })),
    events: Type.Optional(EventKinds),
    paused: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type WebhookEndpointBody = Static<typeof WebhookEndpointBody>;

export const WebhookEndpointEditBody = Type.Object(
  { ...Type.Partial(WebhookEndpointBody).properties, updatedAt: Type.Optional(UpdatedAt) },
  { additionalProperties: false },
);
export type WebhookEndpointEditBody = Static<typeof WebhookEndpointEditBody>;

export const WebhookDelivery = Type.Object({
  _id: Type.String(),
  /** The `webhook-id` header: the same on every attempt and resend. */
  messageId: Type.String(),
  event: Type.String(),
  /** What changed: kind, action, id (the body sent). */
  summary: Type.String(),
  status: WebhookDeliveryStatusSchema,
  attempts: Type.Integer(),
  responseCode: Nullable(Type.Integer()),
  durationMs: Nullable(Type.Integer()),
  lastError: Nullable(Type.String()),
  createdAt: Type.String(),
  deliveredAt: Nullable(Type.String()),
});
export type WebhookDelivery = Static<typeof WebhookDelivery>;

export const WebhookDeliveryPage = Type.Object({ data: Type.Array(WebhookDelivery), total: Type.Integer() });
export type WebhookDeliveryPage = Static<typeof WebhookDeliveryPage>;

export const PageQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);

/** Webhook endpoints and their deliveries (super admins: `webhooks:manage`). */
export const webhooksApi = {
  list: endpoint({
    method: 'GET',
    path: '/webhooks/endpoints',
    answer: answer(EnvelopeSchema(Type.Array(WebhookEndpoint))),
  }),
  add: endpoint({
    method: 'POST',
    path: '/webhooks/endpoints',
    body: WebhookEndpointBody,
    answer: answer(EnvelopeSchema(WebhookEndpointWithSecret)),
  }),
  edit: endpoint({
    method: 'PUT',
    path: '/webhooks/endpoints/:id',
    params: IdParams,
    body: WebhookEndpointEditBody,
    answer: answer(EnvelopeSchema(WebhookEndpoint)),
  }),
  remove: endpoint({ method: 'DELETE', path: '/webhooks/endpoints/:id', params: IdParams, answer: answer(DoneSchema) }),
  rotateSecret: endpoint({
    method: 'POST',
    path: '/webhooks/endpoints/:id/rotate-secret',
    params: IdParams,
    answer: answer(EnvelopeSchema(WebhookEndpointWithSecret)),
  }),
  deliveries: endpoint({
    method: 'GET',
    path: '/webhooks/endpoints/:id/deliveries',
    params: IdParams,
    query: PageQuery,
    answer: answer(EnvelopeSchema(WebhookDeliveryPage)),
  }),
  resend: endpoint({
    method: 'POST',
    path: '/webhooks/deliveries/:id/resend',
    params: IdParams,
    answer: answer(DoneSchema),
  }),
};
export type WebhooksApi = typeof webhooksApi;

export const BACKGROUND_JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;

export const BackgroundJob = Type.Object({
  _id: Type.String(),
  queue: Type.String(),
  state: Type.Union(BACKGROUND_JOB_STATES.map((state) => Type.Literal(state))),
  /** Attempts made so far (the running one included). */
  attempts: Type.Integer(),
  maxAttempts: Type.Integer(),
  lastError: Nullable(Type.String()),
  createdAt: Type.String(),
  startAfter: Type.String(),
  startedAt: Nullable(Type.String()),
  completedAt: Nullable(Type.String()),
});
export type BackgroundJob = Static<typeof BackgroundJob>;

export const BackgroundQueue = Type.Object({
  queue: Type.String(),
  /** Jobs per state (created, retry, active, completed, failed...), archived ones included. */
  counts: Type.Record(Type.String(), Type.Integer()),
});
export type BackgroundQueue = Static<typeof BackgroundQueue>;

export const BackgroundJobPage = Type.Object({
  data: Type.Array(BackgroundJob),
  total: Type.Integer(),
  queues: Type.Array(BackgroundQueue),
});
export type BackgroundJobPage = Static<typeof BackgroundJobPage>;

export const BackgroundJobQuery = Type.Object(
  {
    ...PageQuery.properties,
    queue: Type.Optional(Type.String({ maxLength: 60, pattern: '^[a-z0-9-]+$' })),
    state: Type.Optional(Type.Union(BACKGROUND_JOB_STATES.map((state) => Type.Literal(state)))),
  },
  { additionalProperties: false },
);
export type BackgroundJobQuery = Static<typeof BackgroundJobQuery>;

/** The job system's runs, newest first (super admins: `webhooks:manage`). */
export const backgroundJobsApi = {
  list: endpoint({
    method: 'GET',
    path: '/background-jobs',
    query: BackgroundJobQuery,
    answer: answer(EnvelopeSchema(BackgroundJobPage)),
  }),
};
export type BackgroundJobsApi = typeof backgroundJobsApi;
