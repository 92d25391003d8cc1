/**
 * Whether an error means the database cannot be reached right now (down, restarting, the network cut), as
 * opposed to a fault in the request or the code: such a request may simply be tried again later (503), and a
 * starting server waits for the database (db/open-when-reachable.ts).
 */

/** Node's socket errors while connecting or talking to the server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'EPIPE',
  'EAI_AGAIN',
  'ENOTFOUND',
]);
/** PostgreSQL's admin shutdown, crash shutdown and "cannot connect now" (starting up, shutting down, recovering). */
const SHUTDOWN_STATES = new Set(['57P01', '57P02', '57P03']);
/** pg and pg-pool have no code for these: a connection that broke, a pool that waited too long, PGlite closed. */
const UNAVAILABLE_MESSAGES = [
  /^timeout exceeded when trying to connect$/,
  /^Connection terminated/,
  /is not queryable$/,
  /^PGlite is clos(ed|ing)$/,
];

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable; try again shortly';
/** What a 503 tells the client to wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (
    typeof code === 'string' &&
    (NETWORK_CODES.has(code) || SHUTDOWN_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))
  )
    return true;
  if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(error.message))) return true;
  // Node reports a refused connection to every address of a host (IPv4 and IPv6) as one AggregateError.
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1)))
    return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}

/** A one-line reason for the log: the error's code and message, without a stack. */
export function unavailableReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const inner = error instanceof AggregateError && error.errors[0] instanceof Error ? error.errors[0] : error;
  const code = (inner as { code?: unknown }).code;
  return inner.message || (typeof code === 'string' ? code : inner.name);
}
