import type { RecordWrite } from '../db/record-writes';
import { PUBLISHING_COLUMN_NAMES } from './columns';
import { PUBLISHABLE_TABLES } from './kinds';

const NOT_CONTENT = new Set<string>([...PUBLISHING_COLUMN_NAMES, 'updated_at']);

/**
 * Whether a write changed what the public site shows, for the webhooks: a publish, an unpublish, a delete of a
 * published record, an edit of one that went live; never a draft save (nor a new record saved as a draft).
 * Writes to tables without drafts always change the site.
 */
export function changesTheSite(write: RecordWrite): boolean {
  if (!PUBLISHABLE_TABLES.has(write.table)) return true;
  const wasOn = write.before?.published === true;
  const isOn = write.after?.published === true;
  if (write.action === 'create') return isOn;
  if (write.action === 'delete') return wasOn;
  if (wasOn !== isOn) return true;
  if (!isOn || !write.before || !write.after) return false;
  const before = write.before;
  const after = write.after;
  return Object.keys(after).some(
    (column) => !NOT_CONTENT.has(column) && JSON.stringify(after[column]) !== JSON.stringify(before[column]),
  );
}
