import type { PublishStatus } from '@backoffice/contracts';
import type { FastifyRequest } from 'fastify';
import { roleCan } from '../auth/permissions';
import { AppError } from '../http/app-error';
import { parseDateTime } from '../http/date-rules';

/** What a save asks about publishing; `undefined` keeps what is stored. */
export interface PublishingInput {
  status: PublishStatus | undefined;
  publishAt: Date | null | undefined;
  unpublishAt: Date | null | undefined;
}

export const CANNOT_PUBLISH = 'Your role cannot publish: save it as a draft and ask an admin to publish it';

/** A scheduled time may be this far in the past (the editor's clock and the server's differ a little). */
const CLOCK_SLACK_MS = 60_000;

/** The admin (or API token) may publish, unpublish and schedule: the role matrix's `content:publish`. */
export function canPublish(request: FastifyRequest): boolean {
  if (request.apiToken) return request.apiToken.permissions.includes('content:publish');
  return request.admin ? roleCan(request.admin.role, 'content:publish') : false;
}

function timeOf(value: unknown, field: 'publishAt' | 'unpublishAt', now: number): Date | null | undefined {
  if (value === undefined || value === null) return value;
  const time = typeof value === 'string' ? parseDateTime(value.trim()) : null;
  if (!time) throw new AppError(400, `${field} must be a real date and time (ISO 8601 with seconds and a zone)`, field);
  if (time.getTime() < now - CLOCK_SLACK_MS) throw new AppError(400, `${field} must be in the future`, field);
  return time;
}

/**
 * The publishing fields of a JSON body or a form (`status`, `publishAt`, `unpublishAt`), checked against the
 * role: publishing now and any schedule need `content:publish` (403 otherwise). A form's '' clears a time.
 */
export function readPublishingInput(body: unknown, request: FastifyRequest, now = Date.now()): PublishingInput {
  const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const blankToNull = (value: unknown) => (value === '' ? null : value);
  const status = fields.status === undefined || fields.status === '' ? undefined : fields.status;
  if (status !== undefined && status !== 'draft' && status !== 'published')
    throw new AppError(400, 'status must be one of: draft, published', 'status');
  const input: PublishingInput = {
    status,
    publishAt: timeOf(blankToNull(fields.publishAt), 'publishAt', now),
    unpublishAt: timeOf(blankToNull(fields.unpublishAt), 'unpublishAt', now),
  };
  if (input.status === 'published' && input.publishAt)
    throw new AppError(400, 'Publish now or choose a time to publish, not both', 'publishAt');
  if (input.publishAt && input.unpublishAt && input.unpublishAt <= input.publishAt)
    throw new AppError(400, 'unpublishAt must come after publishAt', 'unpublishAt');
  const publishes = input.status === 'published' || input.publishAt !== undefined || input.unpublishAt !== undefined;
  if (publishes && !canPublish(request)) throw new AppError(403, CANNOT_PUBLISH);
  return input;
}
