import { sql, type RawBuilder } from 'kysely';

/** A row's identity and timestamps as every answer shows them (a type, not an interface: recordAnswer adds keys to one). */
export type RecordMeta = {
  _id: string;
  createdAt: string;
  updatedAt: string;
};

// The last time formatted: a row's createdAt and updatedAt are mostly the same instant (a record never edited).
let lastTime = Number.NaN;
let lastIso = '';

/** ISO text of a timestamptz read from either engine (a Date) or written by hand (a string). */
export function isoTime(value: Date | string): string {
  const date = value instanceof Date ? value : new Date(value);
  const time = date.getTime();
  if (time === lastTime) return lastIso;
  lastIso = date.toISOString();
  lastTime = time;
  return lastIso;
}

type MetaColumns = { id: string; created_at: Date | string; updated_at: Date | string };

/** `_id`, `createdAt`, `updatedAt` from a row's `id`, `created_at`, `updated_at`. */
export function recordMeta(row: MetaColumns): RecordMeta {
  return { _id: row.id, createdAt: isoTime(row.created_at), updatedAt: isoTime(row.updated_at) };
}

/**
 * A record's answer: `recordMeta(row)` followed by `fields`, e.g. `withRecordMeta(row, { name: row.name })`.
 * Not written `{ ...recordMeta(row), name }`: on Node 20 (V8 11) every object made by adding keys to a spread
 * copy gets a hidden class of its own, which made each answered row cost microseconds (and JSON.stringify slower).
 */
export function withRecordMeta<T extends object>(row: MetaColumns, fields: T): RecordMeta & T {
  return Object.assign(recordMeta(row), fields);
}

/**
 * A value for a jsonb column. Always write jsonb through this: `pg` sends a JS array as a PostgreSQL
 * array literal (not JSON), while PGlite sends JSON, so a bare array would differ between engines.
 */
export function jsonb<T>(value: T): RawBuilder<T> {
  return sql<T>`cast(${JSON.stringify(value)} as jsonb)`;
}

/** A case-insensitive "contains" pattern for `ilike`, with the user's % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Whether a database error is a unique-constraint violation (same code on PGlite and PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
