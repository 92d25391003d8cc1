import type { ColumnType, Generated } from 'kysely';

/**
 * The kysely table map. It starts empty on purpose: each module adds its own tables beside its code
 * with declaration merging, so engineers working in parallel never edit one shared file:
 *
 *   declare module '../../db/schema' {
 *     interface Database extends CompaniesTables {}
 *   }
 */
// Empty until the modules merge their tables in (above).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database {}

/** `id uuid primary key default gen_random_uuid()`. */
export type IdColumn = Generated<string>;

/** `timestamptz not null default now()`: read as a Date, optional on insert. */
export type TimestampColumn = ColumnType<Date, Date | undefined, Date>;

/** The three columns every table has. */
export interface RecordColumns {
  id: IdColumn;
  created_at: TimestampColumn;
  updated_at: TimestampColumn;
}
