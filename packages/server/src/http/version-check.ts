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

/** The version a multipart edit form must carry (`updatedAt`), checked to be a date; else 400. */
export function requiredVersion(value: string | undefined): string {
  if (!value || Number.isNaN(new Date(value).getTime())) throw new AppError(400, 'updatedAt (the version you edited) is required');
  return value;
}
