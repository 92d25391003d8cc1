/**
 * A timestamptz as PostgreSQL sends it in text (DateStyle ISO: 'YYYY-MM-DD HH:MM:SS[.ffffff]±HH[:MM[:SS]]'),
 * read digit by digit into a Date. pg's own reader (postgres-date) matches a regular expression for each
 * value: three times the CPU and a dozen short-lived strings, for the two dates of every row of every list.
 * Anything else (BC dates, infinity, years before 100) goes to `fallback`, pg's reader, which knows them.
 */
export function timestamptzReader(fallback: (text: string) => unknown): (text: string) => unknown {
  return (text) => readTimestamptz(text) ?? fallback(text);
}

const DASH = 45; // '-'
const SPACE = 32;
const COLON = 58;
const DOT = 46;
const PLUS = 43;
const MINUS = 45;
const ZERO = 48;

/** The number written by `count` digits from `start`, or -1 if one of them is not a digit. */
function digitsAt(text: string, start: number, count: number): number {
  let value = 0;
  for (let index = start; index < start + count; index += 1) {
    const digit = text.charCodeAt(index) - ZERO;
    if (!(digit >= 0 && digit <= 9)) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/** The Date, or null when the text is not in the plain form above. */
export function readTimestamptz(text: string): Date | null {
  if (
    text.length < 22 ||
    text.charCodeAt(4) !== DASH ||
    text.charCodeAt(7) !== DASH ||
    text.charCodeAt(10) !== SPACE ||
    text.charCodeAt(13) !== COLON ||
    text.charCodeAt(16) !== COLON
  )
    return null;
  const year = digitsAt(text, 0, 4);
  const month = digitsAt(text, 5, 2);
  const day = digitsAt(text, 8, 2);
  const hour = digitsAt(text, 11, 2);
  const minute = digitsAt(text, 14, 2);
  const second = digitsAt(text, 17, 2);
  let at = 19;
  // A Date keeps milliseconds: the first three digits of the fraction (later ones are dropped, as pg's reader does).
  let milliseconds = 0;
  let fractionDigits = 0;
  if (text.charCodeAt(at) === DOT) {
    for (at += 1; ; at += 1) {
      const digit = text.charCodeAt(at) - ZERO;
      if (!(digit >= 0 && digit <= 9)) break;
      if (fractionDigits < 3) {
        milliseconds = milliseconds * 10 + digit;
        fractionDigits += 1;
      }
    }
  }
  for (; fractionDigits < 3; fractionDigits += 1) milliseconds *= 10;
  const signCode = text.charCodeAt(at);
  const sign = signCode === PLUS ? 1 : signCode === MINUS ? -1 : 0;
  let offsetSeconds = digitsAt(text, at + 1, 2) * 3600;
  at += 3;
  if (text.charCodeAt(at) === COLON) {
    offsetSeconds += digitsAt(text, at + 1, 2) * 60;
    at += 3;
  }
  if (text.charCodeAt(at) === COLON) {
    offsetSeconds += digitsAt(text, at + 1, 2);
    at += 3;
  }
  // Years before 100 are left to pg's reader (Date.UTC would read them as 1900 + year).
  if (
    sign === 0 ||
    at !== text.length ||
    year < 100 ||
    month < 0 ||
    day < 0 ||
    hour < 0 ||
    minute < 0 ||
    second < 0 ||
    offsetSeconds < 0
  )
    return null;
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second, milliseconds) - sign * offsetSeconds * 1000);
}
