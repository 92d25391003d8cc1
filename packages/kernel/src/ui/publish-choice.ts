import type { Publishing, PublishState, PublishStatus } from '@backoffice/contracts';

/** What a form's publish bar sends with a save: publish now or keep as a draft, and the times to publish and unpublish at. */
export interface PublishChoice {
  status: PublishStatus;
  publishAt: string | null;
  unpublishAt: string | null;
}

/** How the lists name each state. */
export const PUBLISH_STATE_LABELS: Record<PublishState, string> = {
  published: 'Published',
  draft: 'Draft',
  changed: 'Changed',
  scheduled: 'Scheduled',
};

/**
 * The bar's starting choice: a record keeps its schedule; a new record, or an edit of a published one, is
 * published by those who may publish; a draft stays a draft until they choose to publish it.
 */
export function publishChoiceOf(record: Publishing | undefined, canPublish: boolean): PublishChoice {
  const live = !record || record.state === undefined || record.state === 'published';
  return {
    status: canPublish && live ? 'published' : 'draft',
    publishAt: record?.publishAt ?? null,
    unpublishAt: record?.unpublishAt ?? null,
  };
}

/**
 * Whether the bar's choice publishes or reschedules the loaded record, so a save is a change even with the
 * fields untouched: its status or times differ from the record's own (a draft, or pending changes, starts as
 * "draft", so publishing it as it is differs too). Never for a new record or for those who may not publish.
 */
export function choiceChangesPublishing(
  choice: PublishChoice,
  record: Publishing | null | undefined,
  canPublish: boolean,
): boolean {
  if (!record || !canPublish) return false;
  const own = publishChoiceOf(record, canPublish);
  return choice.status !== own.status || choice.publishAt !== own.publishAt || choice.unpublishAt !== own.unpublishAt;
}

/**
 * The fields a save sends, only those that differ from what the server does by default (absent `status`:
 * a new record or an edit of a published one goes live for those who may publish, a draft stays a draft,
 * the others always save drafts): so a plain save sends the record's fields alone, as before drafts existed.
 */
export function publishFields(choice: PublishChoice, canPublish: boolean, record?: Publishing): Partial<PublishChoice> {
  if (!canPublish) return {};
  const fields: Partial<PublishChoice> = {};
  if (choice.publishAt !== (record?.publishAt ?? null)) fields.publishAt = choice.publishAt;
  if (choice.unpublishAt !== (record?.unpublishAt ?? null)) fields.unpublishAt = choice.unpublishAt;
  const unpublished = record !== undefined && record.state !== undefined && record.state !== 'published';
  if (choice.publishAt || choice.status === 'draft') fields.status = 'draft';
  else if (unpublished) fields.status = 'published';
  // A schedule kept as it was still needs the draft status (publishing now and a publish time are exclusive).
  if (fields.status === 'published' && record?.publishAt) fields.publishAt = null;
  return fields;
}

/** An ISO time as a `datetime-local` input shows it (the admin's own time zone, to the second). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** A `datetime-local` value (local time) as an ISO time, or null when empty or invalid. */
export function fromLocalInput(local: string): string | null {
  if (!local) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
