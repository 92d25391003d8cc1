import { AppError } from './app-error';

export const STALE_VERSION_MESSAGE = 'This record was changed by someone else. Reload to see the latest version.';

/**
 * Optimistic concurrency: an update may carry `updatedAt`, the version it was based on. Call this with
 * the stored `updated_at` (read `forUpdate()` inside the update's transaction); a different version
 * throws 409 so an admin never silently overwrites another's work. No `updatedAt` sent: no check.
 */
export function assertCurrentVersion(stored: Date | string, basedOn: string | null | undefined): void {
  if (basedOn === undefined || basedOn === null || basedOn === '') return;
  const sent = new Date(basedOn).getTime();
  if (Number.isNaN(sent)) throw new AppError(400, 'updatedAt must be a date and time (ISO 8601)');
  if (new Date(stored).getTime() !== sent) throw new AppError(409, STALE_VERSION_MESSAGE);
}

/** Schema for the optional `updatedAt` property of an update body. */
export const updatedAtProperty = { type: 'string', format: 'date-time' } as const;

/**
 * The version a client sent without a body `updatedAt`: `If-Match` (the `updatedAt` it edited, quoted or not)
 * or `If-Unmodified-Since` (an HTTP date, whole seconds). Neither sent: undefined, and the write is not checked,
 * as with the spec's original calls.
 */
export type HeaderVersion = { kind: 'match' | 'unmodified-since'; value: string };

export function versionFromHeaders(headers: Record<string, string | string[] | undefined>): HeaderVersion | undefined {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim();
  const match = first(headers['if-match']);
  if (match && match !== '*') return { kind: 'match', value: match.replace(/^W\//, '').replace(/^"(.*)"$/, '$1') };
  const since = first(headers['if-unmodified-since']);
  if (since) return { kind: 'unmodified-since', value: since };
  return undefined;
}

/** Checks a header version against the stored `updated_at`: the same 409 as a stale body version. */
export function assertHeaderVersion(stored: Date | string, sent: HeaderVersion, staleMessage = STALE_VERSION_MESSAGE): void {
  if (sent.kind === 'match') {
    const at = new Date(sent.value).getTime();
    if (Number.isNaN(at)) throw new AppError(400, 'If-Match must hold the updatedAt you edited (ISO 8601)');
    if (new Date(stored).getTime() !== at) throw new AppError(409, staleMessage);
    return;
  }
  const at = new Date(sent.value).getTime();
  if (Number.isNaN(at)) throw new AppError(400, 'If-Unmodified-Since must be an HTTP date');
  // HTTP dates carry whole seconds: stale only when stored later than the second sent.
  if (Math.floor(new Date(stored).getTime() / 1000) * 1000 > at) throw new AppError(409, staleMessage);
}
