import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import type { WriteOrigin } from '../db/record-writes';

export const STALE_VERSION_MESSAGE = 'This record was changed by someone else. Reload to see the latest version.';
const MALFORMED_UPDATED_AT = 'updatedAt must be a date and time (ISO 8601)';
const MALFORMED_IF_MATCH = 'If-Match must hold the updatedAt you edited (ISO 8601)';
const MALFORMED_IF_UNMODIFIED_SINCE = 'If-Unmodified-Since must be an HTTP date';

/**
 * Optimistic concurrency: an update may carry `updatedAt`, the version it was based on. Call this with
 * the stored `updated_at` (read `forUpdate()` inside the update's transaction); a different version
 * throws 409 so an admin never silently overwrites another's work. No `updatedAt` sent: no check.
 */
export function assertCurrentVersion(
  stored: Date | string,
  basedOn: string | null | undefined,
  staleMessage = STALE_VERSION_MESSAGE,
): void {
  if (basedOn === undefined || basedOn === null || basedOn === '') return;
  const sent = new Date(basedOn).getTime();
  if (Number.isNaN(sent)) throw new AppError(400, MALFORMED_UPDATED_AT, 'updatedAt');
  if (new Date(stored).getTime() !== sent) throw new AppError(409, staleMessage);
}

/**
 * Every write's version check (the write seam's update and singleton call it with the locked row's
 * `updated_at`): the `updatedAt` the route passes, else the one the writer's origin says its request's body or
 * form sent, else its If-Match / If-Unmodified-Since; none of them (or the system's writes) → no check. Taking
 * it from the writer's origin, not from each route, is what keeps a route from forgetting it (FAQs once
 * dropped the body's `updatedAt`).
 */
export function assertSentVersion(
  origin: WriteOrigin | null,
  stored: Date | string,
  version?: string | null,
  staleMessage = STALE_VERSION_MESSAGE,
): void {
  const sent = origin?.sentVersion() ?? {};
  const basedOn = version ?? sent.body;
  if (basedOn !== undefined && basedOn !== null && basedOn !== '')
    return assertCurrentVersion(stored, basedOn, staleMessage);
  if (sent.header) assertHeaderVersion(stored, sent.header, staleMessage);
}

/** The `updatedAt` of multipart forms, by request (readMultipart remembers it; a JSON body carries its own). */
const formVersions = new WeakMap<FastifyRequest, string>();

export function rememberFormVersion(request: FastifyRequest, fields: Record<string, string>): void {
  const sent = fields.updatedAt;
  if (sent === undefined || sent === '') return;
  if (Number.isNaN(new Date(sent).getTime())) throw new AppError(400, MALFORMED_UPDATED_AT, 'updatedAt');
  formVersions.set(request, sent);
}

/** The `updatedAt` the request's JSON body or multipart form sent, if any. */
export function bodyVersionOf(request: FastifyRequest | null): string | undefined {
  if (!request) return undefined;
  const body = request.body as { updatedAt?: unknown } | null | undefined;
  if (body && typeof body === 'object' && typeof body.updatedAt === 'string') return body.updatedAt;
  return formVersions.get(request);
}

/**
 * Run before an update route's handler (route() hooks it on every PUT): a version that cannot be a
 * version is a 400 naming it, before any work and whether or not the record exists.
 */
export function refuseMalformedVersion(request: FastifyRequest): void {
  const body = request.body as { updatedAt?: unknown } | null | undefined;
  const bodyVersion = body && typeof body === 'object' ? body.updatedAt : undefined;
  if (bodyVersion !== undefined && bodyVersion !== null && bodyVersion !== '') {
    if (typeof bodyVersion !== 'string' || Number.isNaN(new Date(bodyVersion).getTime()))
      throw new AppError(400, MALFORMED_UPDATED_AT, 'updatedAt');
  }
  const sentHeader = versionFromHeaders(request.headers);
  if (sentHeader && Number.isNaN(new Date(sentHeader.value).getTime())) {
    throw new AppError(400, sentHeader.kind === 'match' ? MALFORMED_IF_MATCH : MALFORMED_IF_UNMODIFIED_SINCE);
  }
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
export function assertHeaderVersion(
  stored: Date | string,
  sent: HeaderVersion,
  staleMessage = STALE_VERSION_MESSAGE,
): void {
  if (sent.kind === 'match') {
    const at = new Date(sent.value).getTime();
    if (Number.isNaN(at)) throw new AppError(400, MALFORMED_IF_MATCH);
    if (new Date(stored).getTime() !== at) throw new AppError(409, staleMessage);
    return;
  }
  const at = new Date(sent.value).getTime();
  if (Number.isNaN(at)) throw new AppError(400, MALFORMED_IF_UNMODIFIED_SINCE);
  // HTTP dates carry whole seconds: stale only when stored later than the second sent.
  if (Math.floor(new Date(stored).getTime() / 1000) * 1000 > at) throw new AppError(409, staleMessage);
}
