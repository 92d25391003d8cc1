import { Type, type Static } from '@sinclair/typebox';
import { ListQuery } from './common';
import { answer, endpoint, type FileDownload } from './endpoint';
import type { Envelope } from './envelope';

export const ACTIVITY_ACTIONS = [
  'create', 'update', 'delete', 'export', 'signin', 'signin-failed', 'signout', 'role-change', 'sessions-revoked', 'erase', 'retention',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** Uploads are recorded as the create or update of their record (the new file's address among its changes). */

/** A changed field of an update: before and after (rich text as its size and a short excerpt; secrets never). */
export type ActivityValue = string | number | boolean | null | { size: number; excerpt: string } | unknown[] | Record<string, unknown>;
export interface ActivityChange {
  field: string;
  before: ActivityValue;
  after: ActivityValue;
}

/** One row of the activity log. */
export interface ActivityEntry {
  _id: string;
  createdAt: string;
  action: ActivityAction;
  /** Who: their id (null for nobody signed in), name and role at the time. */
  adminId: string | null;
  adminName: string;
  adminRole: string;
  ip: string;
  /** The screen group (e.g. 'faqs'), the table and the record's id, and a readable label. */
  group: string;
  table: string;
  recordId: string | null;
  label: string;
  changes: ActivityChange[];
  details: Record<string, unknown> | null;
  /** Whether the record still exists (so the screen can link to it). */
  recordExists: boolean;
}

export interface ActivityPage {
  data: ActivityEntry[];
  total: number;
  after?: string;
  before?: string;
}

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
    // The paging of every list (README "API conventions"), with its bounds.
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

export const HistoryParams = Type.Object({ id: Type.String({ format: 'uuid' }), table: Type.String({ maxLength: 60, pattern: '^[a-z_]+$' }) });

/** Someone who can be picked in the person filter. */
export interface ActivityPerson {
  _id: string;
  name: string;
}

/** The activity log (read only: no route edits or deletes it). */
export const activityApi = {
  list: endpoint({ method: 'GET', path: '/activity', query: ActivityQuery, answer: answer<Envelope<ActivityPage>>() }),
  history: endpoint({ method: 'GET', path: '/activity/history/:table/:id', params: HistoryParams, answer: answer<Envelope<ActivityEntry[]>>() }),
  people: endpoint({ method: 'GET', path: '/activity/people', answer: answer<Envelope<ActivityPerson[]>>() }),
  exportXlsx: endpoint({ method: 'POST', path: '/activity/export', body: ActivityExportBody, answer: answer<FileDownload>() }),
};
export type ActivityApi = typeof activityApi;
