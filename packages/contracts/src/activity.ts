import { Type, type Static } from '@sinclair/typebox';
import { ListQuery } from './common';
import { EnvelopeSchema, Nullable } from './answers';
import { answer, endpoint, fileAnswer } from './endpoint';

export const ACTIVITY_ACTIONS = [
  'create',
  'update',
  'delete',
  'export',
  'signin',
  'signin-failed',
  'signout',
  'role-change',
  'sessions-revoked',
  'erase',
  'retention',
  'passkey-added',
  'passkey-removed',
  'two-factor-enabled',
  'two-factor-disabled',
  'two-factor-reset',
  'recovery-codes-renewed',
  'two-factor-policy',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** Uploads are recorded as the create or update of their record (the new file's address among its changes). */

/** A changed field of an update: before and after (rich text as its size and a short excerpt; secrets never). */
export const ActivityValue = Type.Union([
  Type.String(),
  Type.Number(),
  Type.Boolean(),
  Type.Null(),
  Type.Object({ size: Type.Number(), excerpt: Type.String() }),
  Type.Array(Type.Unknown()),
  Type.Record(Type.String(), Type.Unknown()),
]);
export type ActivityValue = Static<typeof ActivityValue>;
export const ActivityChange = Type.Object({
  field: Type.String(),
  before: ActivityValue,
  after: ActivityValue,
});
export type ActivityChange = Static<typeof ActivityChange>;

/** One row of the activity log. */
export const ActivityEntry = Type.Object({
  _id: Type.String(),
  createdAt: Type.String(),
  action: Type.Unsafe<ActivityAction>({ enum: [...ACTIVITY_ACTIONS] }),
  /** Who: their id (null for nobody signed in), name and role at the time. */
  adminId: Nullable(Type.String()),
  adminName: Type.String(),
  adminRole: Type.String(),
  /** The client address: sent to super admins only (personal data), absent for every other role. */
  ip: Type.Optional(Type.String()),
  /** The screen group (e.g. 'faqs'), the table and the record's id, and a readable label. */
  group: Type.String(),
  table: Type.String(),
  recordId: Nullable(Type.String()),
  label: Type.String(),
  changes: Type.Array(ActivityChange),
  details: Nullable(Type.Record(Type.String(), Type.Unknown())),
  /** Whether the record still exists (so the screen can link to it). */
  recordExists: Type.Boolean(),
});
export type ActivityEntry = Static<typeof ActivityEntry>;

export const ActivityPage = Type.Object({
  data: Type.Array(ActivityEntry),
  total: Type.Number(),
  after: Type.Optional(Type.String()),
  before: Type.Optional(Type.String()),
});
export type ActivityPage = Static<typeof ActivityPage>;

/** Filters of the Activity screen (and of its export); `table` + `recordId` is one record's history. */
export const ActivityFilters = {
  adminId: Type.Optional(Type.String({ format: 'uuid' })),
  group: Type.Optional(Type.String({ maxLength: 60 })),
  action: Type.Optional(Type.Union(ACTIVITY_ACTIONS.map((action) => Type.Literal(action)))),
  from: Type.Optional(Type.String({ format: 'date', description: 'First day (inclusive), YYYY-MM-DD, UTC' })),
  to: Type.Optional(Type.String({ format: 'date', description: 'Last day (inclusive), YYYY-MM-DD, UTC' })),
  table: Type.Optional(Type.String({ maxLength: 60 })),
  recordId: Type.Optional(Type.String({ format: 'uuid' })),
};

export const ActivityQuery = Type.Object(
  {
    // The paging of every list (docs/api.md "API conventions"), with its bounds.
    page: ListQuery.properties.page,
    pageSize: ListQuery.properties.pageSize,
    total: ListQuery.properties.total,
    after: ListQuery.properties.after,
    before: ListQuery.properties.before,
    ...ActivityFilters,
  },
  { additionalProperties: false },
);
export type ActivityQuery = Static<typeof ActivityQuery>;

export const ActivityExportBody = Type.Object(ActivityFilters, { additionalProperties: false });
export type ActivityExportBody = Static<typeof ActivityExportBody>;

export const HistoryParams = Type.Object({
  id: Type.String({ format: 'uuid' }),
  table: Type.String({ maxLength: 60, pattern: '^[a-z_]+$' }),
});

/** Someone who can be picked in the person filter. */
export const ActivityPerson = Type.Object({
  _id: Type.String(),
  name: Type.String(),
});
export type ActivityPerson = Static<typeof ActivityPerson>;

/** The activity log (read only: no route edits or deletes it). */
export const activityApi = {
  list: endpoint({
    method: 'GET',
    path: '/activity',
    query: ActivityQuery,
    answer: answer(EnvelopeSchema(ActivityPage)),
  }),
  history: endpoint({
    method: 'GET',
    path: '/activity/history/:table/:id',
    params: HistoryParams,
    answer: answer(EnvelopeSchema(Type.Array(ActivityEntry))),
  }),
  people: endpoint({
    method: 'GET',
    path: '/activity/people',
    answer: answer(EnvelopeSchema(Type.Array(ActivityPerson))),
  }),
  exportXlsx: endpoint({
    method: 'POST',
    path: '/activity/export',
    body: ActivityExportBody,
    answer: fileAnswer(['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']),
  }),
};
export type ActivityApi = typeof activityApi;
