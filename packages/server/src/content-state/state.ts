import type { Publishing, PublishState } from '@backoffice/contracts';
import { isoTime } from '../db/record';

/** A row of a table with the publishing columns, as read (`selectAll`). */
export interface PublishableRow {
  id: string;
  published: boolean;
  draft: Record<string, unknown> | null;
  publish_at: Date | string | null;
  unpublish_at: Date | string | null;
}

/** The record as its editors see it: its columns with the draft's changes laid over them. */
export function withDraft<Row extends PublishableRow>(row: Row): Row {
  return row.draft ? { ...row, ...(row.draft as Partial<Row>) } : row;
}

/** The list's tag: a schedule first (it is what happens next), then never published, then changed since. */
export function stateOf(row: PublishableRow): PublishState {
  if (row.publish_at) return 'scheduled';
  if (!row.published) return 'draft';
  return row.draft ? 'changed' : 'published';
}

/** What every record's answer carries about its publishing. */
export function publishingOf(row: PublishableRow): Publishing {
  return {
    status: row.published ? 'published' : 'draft',
    state: stateOf(row),
    publishAt: row.publish_at ? isoTime(row.publish_at) : null,
    unpublishAt: row.unpublish_at ? isoTime(row.unpublish_at) : null,
  };
}

const passed = (time: Date | string | null, now: number) => time !== null && new Date(time).getTime() <= now;

/**
 * The version the public site gets, or null: none once its unpublish time has come; the draft (or the
 * never-published record) once its publish time has come, even before the job applies it; else the
 * published columns. Times are checked here so a visitor sees the change at its second, whichever process answers.
 */
export function deliveredVersion<Row extends PublishableRow>(row: Row, now = Date.now()): Row | null {
  if (passed(row.unpublish_at, now)) return null;
  if (passed(row.publish_at, now)) return withDraft(row);
  return row.published ? row : null;
}
