import type { ExportStatus } from '../api';

/** Where the exports whose message was closed are remembered (this browser), so a reopened screen does not show them again. */
const DISMISSED_KEY = 'bo-collected-exports-dismissed';
/** Enough for a day's exports; older ids have expired anyway. */
const REMEMBERED = 50;

function dismissed(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** The message of this export was closed: it is not picked up again. */
export function dismissExport(id: string): void {
  try {
    localStorage.setItem(
      DISMISSED_KEY,
      JSON.stringify([id, ...dismissed().filter((known) => known !== id)].slice(0, REMEMBERED)),
    );
  } catch {
    // Storage refused (private mode, full): the message may show again on the next visit.
  }
}

/**
 * Which of the caller's exports (newest first) a reopened list shows: one still queued or running, else the
 * newest finished one whose message was not closed (its Download link, or its error).
 */
export function exportToPickUp(exports: ExportStatus[]): ExportStatus | null {
  const running = exports.find((status) => status.state === 'queued' || status.state === 'running');
  if (running) return running;
  const closed = new Set(dismissed());
  const newest = exports[0];
  return newest && !closed.has(newest.id) ? newest : null;
}
