import type { ActivityChange, ActivityValue } from '@backoffice/contracts';

/** Columns never recorded: bookkeeping, and anything secret (password hashes, tokens). */
const SKIPPED = new Set(['id', 'created_at', 'updated_at']);
const SECRET = /password|token|secret|hash/i;

/** Longer text, or any HTML, is kept as its size and a short excerpt: the log is not a copy of the site. */
const LONG_TEXT = 200;
const EXCERPT = 80;
const HTML = /<[a-z!/][^>]*>/i;

function excerptOf(text: string): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > EXCERPT ? `${plain.slice(0, EXCERPT)}…` : plain;
}

/** A column's value as the log keeps it. */
export function loggedValue(value: unknown): ActivityValue {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string')
    return value.length > LONG_TEXT || HTML.test(value) ? { size: value.length, excerpt: excerptOf(value) } : value;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  const json = JSON.stringify(value);
  return json.length > LONG_TEXT ? { size: json.length, excerpt: excerptOf(json) } : (value as ActivityValue);
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) return new Date(a as Date).getTime() === new Date(b as Date).getTime();
  if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object')
    return JSON.stringify(a) === JSON.stringify(b);
  return a === b || (a == null && b == null);
}

/** The fields an update changed, with before and after; secrets are named as changed but never valued. */
function changedColumns(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields = Object.keys(after),
): ActivityChange[] {
  const changes: ActivityChange[] = [];
  for (const field of fields) {
    if (SKIPPED.has(field) || !(field in before) || sameValue(before[field], after[field])) continue;
    if (SECRET.test(field)) changes.push({ field, before: '(hidden)', after: '(hidden)' });
    else changes.push({ field, before: loggedValue(before[field]), after: loggedValue(after[field]) });
  }
  return changes;
}

const draftOf = (row: Record<string, unknown>) =>
  row.draft && typeof row.draft === 'object' && !Array.isArray(row.draft) ? (row.draft as Record<string, unknown>) : {};
const hasDrafts = (before: Record<string, unknown>, after: Record<string, unknown>) =>
  'draft' in before && 'draft' in after && 'published' in after;

/**
 * The fields an update changed. A record with drafts (docs/editorial-workflow.md) is logged as two versions:
 * its row's columns (what the site shows: a live edit, a publish, an unpublish, a schedule) by their names, and
 * the fields its draft changed, as its editors see them (before: the earlier draft or the published value), named
 * `<field> (draft)`; the `draft` column itself is never logged whole.
 */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): ActivityChange[] {
  if (!hasDrafts(before, after)) return changedColumns(before, after);
  const live = changedColumns(
    before,
    after,
    Object.keys(after).filter((field) => field !== 'draft'),
  );
  const drafted = Object.keys(draftOf(after)).filter(
    (field) => field in after && !live.some((change) => change.field === field),
  );
  const draft = changedColumns({ ...before, ...draftOf(before) }, { ...after, ...draftOf(after) }, drafted).map(
    (change) => ({ ...change, field: `${change.field} (draft)` }),
  );
  return [...live, ...draft];
}
