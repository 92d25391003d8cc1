import { sql, type RawBuilder } from 'kysely';

/** A row's identity and timestamps as every answer shows them. */
export interface RecordMeta {
  _id: string;
  createdAt: string;
  updatedAt: string;
}

/** ISO text of a timestamptz read from either engine (a Date) or written by hand (a string). */
export function isoTime(value: Date | string): string {
  return new Date(value).toISOString();
}

/**
 * `_id`, `createdAt`, `updatedAt` from a row's `id`, `created_at`, `updated_at`. Modules spread it
 * into their answer: `{ ...recordMeta(row), name: row.name }`.
 */
export function recordMeta(row: { id: string; created_at: Date | string; updated_at: Date | string }): RecordMeta {
  return { _id: row.id, createdAt: isoTime(row.created_at), updatedAt: isoTime(row.updated_at) };
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
