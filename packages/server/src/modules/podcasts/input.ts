import { isContentCategory, PODCAST_TITLE_MAX as TITLE_MAX, PODCAST_URL_MAX as URL_MAX } from '@backoffice/contracts';
import { AppError, badRequest } from '../../http/app-error';
import { isCalendarDay } from '../../http/date-rules';

// The text fields of the podcast form; the cover file is checked by the upload helper.

export interface PodcastFields {
  title: string;
  url: string;
  dateScheduled: string;
  category: string;
  isLiveNow: boolean;
}

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

/** Reads the form's fields: clean, or a 400 with the first problem. */
export function readPodcastFields(fields: Record<string, unknown>): PodcastFields {
  const title = text(fields.title).replace(/\s+/g, ' ');
  const url = text(fields.url);
  const dateScheduled = text(fields.dateScheduled);
  const category = text(fields.category);
  const live = text(fields.isLiveNow || 'false').toLowerCase();
  if (!title || !url || !dateScheduled || !category) throw badRequest('Please fill all the required fields');
  if (title.length > TITLE_MAX) throw badRequest(`The title must be at most ${TITLE_MAX} characters`);
  if (url.length > URL_MAX || !isWebAddress(url))
    throw badRequest('Please enter a valid URL starting with http:// or https://');
  if (!isCalendarDay(dateScheduled))
    throw new AppError(
      400,
      'The scheduled date (dateScheduled) must be a valid date (YYYY-MM-DD) in years 1000–9999',
      'dateScheduled',
    );
  if (!isContentCategory(category)) throw badRequest('Please choose one of the listed categories');
  if (live !== 'true' && live !== 'false') throw badRequest('isLiveNow must be true or false');
  return { title, url, dateScheduled, category, isLiveNow: live === 'true' };
}

/** 'Dec 5, 2026' for '2026-12-05' (the day as written, whatever the server's time zone). */
export function formatScheduledDate(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}
