/**
 * The dates and times a client may send, for every date field, query and form field (docs/api.md "Input rules"):
 * a real calendar day (no 2026-02-30), a real time of day (no 24:00, no minute or second 60) and a real UTC
 * offset (at most ±14:00, the world's range, minutes below 60), in years 1000 to 9999.
 *
 * Why those years: four-digit years are the ones ISO 8601 text, JavaScript's Date (toISOString) and
 * PostgreSQL all read and print alike. PostgreSQL refuses year 0 ('0000-01-01' was a 500) and prints earlier
 * years as 'BC'; JavaScript prints years past 9999 as '+010000-…', text no client reads back as a date; and
 * Date.UTC takes years 0–99 for 1900–1999. No date this back office keeps is older than the year 1000.
 */
export const FIRST_YEAR = 1000;
export const LAST_YEAR = 9999;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** RFC 3339 (what toISOString writes): seconds and a zone are required, a fraction is optional. */
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?(?:[Zz]|([+-])(\d{2}):(\d{2}))$/;
/** The longest UTC offset in use (Kiribati, +14:00); PostgreSQL takes up to ±15:59 and JavaScript ±23:59. */
const MAX_OFFSET_MINUTES = 14 * 60;

const inYears = (date: Date) => date.getUTCFullYear() >= FIRST_YEAR && date.getUTCFullYear() <= LAST_YEAR;

/** Whether `text` is a real day written YYYY-MM-DD, in years 1000–9999. */
export function isCalendarDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  // Date.UTC rolls 2026-02-30 over to March 2: a real day comes back as the same year, month and day.
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= FIRST_YEAR &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** Whether a UTC offset's hours, minutes (and seconds, as PostgreSQL prints some) are a real offset. */
export function isUtcOffset(hours: number, minutes = 0, seconds = 0): boolean {
  return minutes < 60 && seconds < 60 && hours * 60 + minutes <= MAX_OFFSET_MINUTES;
}

/** The instant an RFC 3339 date and time names (e.g. '2030-01-01T10:00:00+01:00'), or null when it is not a real one in years 1000–9999. */
export function parseDateTime(text: string): Date | null {
  const match = DATE_TIME.exec(text);
  if (!match) return null;
  const [, day, hours, minutes, seconds, , sign, offsetHours, offsetMinutes] = match;
  if (!isCalendarDay(day) || Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return null;
  if (sign && !isUtcOffset(Number(offsetHours), Number(offsetMinutes))) return null;
  const date = new Date(text);
  // The day and time are real and in range; the offset may still carry the instant out of years 1000–9999.
  return Number.isNaN(date.getTime()) || !inYears(date) ? null : date;
}

/** Whether `text` is a real date and time (see parseDateTime): the `date-time` format of every schema. */
export function isDateTime(text: string): boolean {
  return parseDateTime(text) !== null;
}
