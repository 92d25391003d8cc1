import type { ArticleStatus } from './api';

/** How the list and the editor name each state. */
export const STATUS_LABELS: Record<ArticleStatus, string> = { draft: 'Draft', published: 'Published', scheduled: 'Scheduled' };

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

/** 'Scheduled for 24 Nov 2026, 10:30' and the like, for the list. */
export function statusText(status: ArticleStatus, publishAt: string | null): string {
  if (status !== 'scheduled' || !publishAt) return STATUS_LABELS[status];
  return `Scheduled for ${new Date(publishAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}`;
}
