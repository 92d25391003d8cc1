import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
  unavailableReason,
} from '../db/database-unavailable';
import { AppError } from './app-error';
import { describeSchemaProblem, schemaProblemField, type SchemaProblem } from './validation-message';

/** Messages for Fastify's and its plugins' own client errors, by code. */
const KNOWN_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length does not match its Content-Length',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'This call expects a multipart form (multipart/form-data)',
  FST_PARTS_LIMIT: 'The form has too many parts',
  FST_FILES_LIMIT: 'The form has too many files',
  FST_FIELDS_LIMIT: 'The form has too many fields',
  FST_PROTO_VIOLATION: 'The form has a forbidden field name',
  FST_INVALID_JSON_FIELD_ERROR: 'A JSON form field is not valid JSON',
};

/** What an unknown 4xx says, by status. */
const GENERIC_CLIENT_ERRORS: Record<number, string> = {
  404: 'Not found',
  405: 'This method is not allowed here',
  406: 'This answer format cannot be produced',
  411: 'The request needs a Content-Length',
  413: 'The request body is too large',
  414: 'The address is too long',
  415: 'This content type is not accepted here',
  431: 'The request headers are too large',
};

function send(reply: FastifyReply, statusCode: number, message: string, field?: string) {
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send(field ? { success: false, message, field } : { success: false, message });
}

/**
 * Errors Fastify answers before any route or hook runs (an address with bad percent-encoding, e.g. `/%FF`):
 * the same envelope as every other refusal (Fastify's `frameworkErrors` option).
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // No hook has run yet: the request id header is set here.
  reply.header('x-request-id', request.id);
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return send(
    reply,
    status,
    error.code === 'FST_ERR_BAD_URL'
      ? 'The address is not valid (bad percent-encoding)'
      : 'The request could not be understood',
  );
}

/** Bytes as "4 MB" / "300 KB" for messages. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/**
 * One error handler for the whole app: AppError → its status and message; schema errors → 400 with a
 * sentence; Fastify's client errors (bad JSON, too large...) → their status with a readable message; the
 * database out of reach → 503 with Retry-After; anything else → 500 'Internal error', logged with the request.
 */
export function installErrorHandler(app: FastifyInstance, options: { uploadMaxBytes: number }) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    // Down, restarting or cut off: nothing is wrong with the request, which may be sent again shortly. One
    // short line per request in the log (the outage itself is no bug to trace).
    // An AppError already says what went wrong (file storage unreachable is a 503 of its own, whose cause is a
    // refused connection too): only other errors are looked at for a database out of reach.
    if (!(error instanceof AppError) && isDatabaseUnavailable(error)) {
      request.log.warn(`The database is unavailable: ${unavailableReason(error)}`);
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return send(reply, 503, DATABASE_UNAVAILABLE_MESSAGE);
    }

    if (error instanceof AppError) {
      // A 5xx refusal (e.g. file storage unreachable) is the server's trouble: keep its cause in the log.
      if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      // Unavailable for now (file storage, the markup workers' queue): the client may try again shortly.
      if (error.statusCode === 503) reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return send(reply, error.statusCode, error.message, error.field);
    }

    if (error.validation && error.validation.length > 0) {
      const problem = error.validation[0] as SchemaProblem;
      return send(
        reply,
        400,
        describeSchemaProblem(problem, error.validationContext),
        schemaProblemField(problem, error.validationContext),
      );
    }

    // Two saves that collided inside PostgreSQL (deadlock, serialization failure): the client may simply retry.
    if (error.code === '40P01' || error.code === '40001') {
      return send(reply, 409, 'Another change was being saved at the same moment. Please try again.');
    }

    if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return send(reply, 413, `File is too large (max ${formatBytes(options.uploadMaxBytes)})`);
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 429) return send(reply, 429, error.message || 'Too many requests; try again in a minute');
      // A library's own wording (busboy, find-my-way...) is no message for a person: a generic sentence instead.
      const known = error.code ? KNOWN_CODES[error.code] : undefined;
      return send(reply, status, known ?? GENERIC_CLIENT_ERRORS[status] ?? 'The request could not be understood');
    }

    request.log.error({ err: error }, 'Unexpected error');
    return send(reply, 500, 'Internal error');
  });
}
