import { CONTENT_CATEGORIES } from '../content-categories';

// The text fields of the podcast form; the cover file is checked by the upload helper.

export interface PodcastFields {
  title: string;
  url: string;
  dateScheduled: string;
  category: string;
  isLiveNow: boolean;
}

export const TITLE_MAX = 200;
export const URL_MAX = 2000;
export const COVER_MAX_BYTES = 5 * 1024 * 1024;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** A real calendar day written YYYY-MM-DD. */
function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Reads the form's fields; returns them clean, or the message of the first problem. */
export function readPodcastFields(fields: Record<string, unknown>): PodcastFields | { error: string } {
  const title = text(fields.title).replace(/\s+/g, ' ');
  const url = text(fields.url);
  const dateScheduled = text(fields.dateScheduled);
  const category = text(fields.category);
  const live = text(fields.isLiveNow || 'false').toLowerCase();
  if (!title || !url || !dateScheduled || !category) return { error: 'Please fill all the required fields' };
  if (title.length > TITLE_MAX) return { error: `The title must be at most ${TITLE_MAX} characters` };
  if (url.length > URL_MAX || !isWebAddress(url)) return { error: 'Please enter a valid URL starting with http:// or https://' };
  if (!isDay(dateScheduled)) return { error: 'The scheduled date must be a valid date (YYYY-MM-DD)' };
  if (!CONTENT_CATEGORIES.includes(category)) return { error: 'Please choose one of the listed categories' };
  if (live !== 'true' && live !== 'false') return { error: 'isLiveNow must be true or false' };
  return { title, url, dateScheduled, category, isLiveNow: live === 'true' };
}

/** 'Dec 5, 2026' for '2026-12-05' (the day as written, whatever the server's time zone). */
export function formatScheduledDate(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' });
}
