import { Type, type Static } from '@sinclair/typebox';
import { RecordMetaFields } from './answers';

/** Params of routes of the form `/things/:id` with a uuid id. */
export const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

/** The optional `updatedAt` an update carries: the version it was based on (docs/api.md "Updates"). */
export const UpdatedAt = Type.String({ format: 'date-time' });

export const MAX_PAGE_SIZE = 200;
export const DEFAULT_PAGE_SIZE = 10;
/** Page numbers stop here (a million pages of 200 rows); above it a query string's `1e309` or twenty nines is refused. */
export const MAX_PAGE = 1_000_000;
/** The largest `total` a client may send back. */
export const MAX_TOTAL = 1_000_000_000;

/** Text a required field must hold: not only spaces (the server's `notBlank` keyword; the browser ignores it). */
export const RequiredText = (maxLength: number) => Type.String({ minLength: 1, maxLength, notBlank: true });

/**
 * Optional paging and search of list calls (docs/api.md "API conventions"). A later page of the same search may send
 * the `total` its page 1 answered (nothing is counted again) and, for a neighbour page, the `after` / `before`
 * cursor the previous answer gave (lists that page through their index).
 */
export const ListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
  q: Type.Optional(Type.String({ maxLength: 200 })),
  total: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_TOTAL })),
  after: Type.Optional(Type.String({ maxLength: 200 })),
  before: Type.Optional(Type.String({ maxLength: 200 })),
});

/**
 * A list that can be ordered: `sort` names a column the list allows (`email`), with a leading `-` for descending
 * (`-createdAt`, the default of the collected-data lists). Another name is refused with a 400 naming the allowed ones.
 */
export const SortableListQuery = Type.Object({
  ...ListQuery.properties,
  sort: Type.Optional(Type.String({ maxLength: 40 })),
});

/** A record's identity and timestamps as every answer shows them. */
export const RecordMeta = Type.Object(RecordMetaFields);
export type RecordMeta = Static<typeof RecordMeta>;
