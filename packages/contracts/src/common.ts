import { Type } from '@sinclair/typebox';

/** Params of routes of the form `/things/:id` with a uuid id. */
export const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

/** The optional `updatedAt` an update carries: the version it was based on (README "Updates"). */
export const UpdatedAt = Type.String({ format: 'date-time' });

export const MAX_PAGE_SIZE = 200;
export const DEFAULT_PAGE_SIZE = 10;

/**
 * Optional paging and search of list calls (README "API conventions"). A later page of the same search may send
 * the `total` its page 1 answered (nothing is counted again) and, for a neighbour page, the `after` / `before`
 * cursor the previous answer gave (lists that page through their index).
 */
export const ListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
  q: Type.Optional(Type.String({ maxLength: 200 })),
  total: Type.Optional(Type.Integer({ minimum: 0 })),
  after: Type.Optional(Type.String({ maxLength: 200 })),
  before: Type.Optional(Type.String({ maxLength: 200 })),
});

/** A record's identity and timestamps as every answer shows them. */
export interface RecordMeta {
  _id: string;
  createdAt: string;
  updatedAt: string;
}
