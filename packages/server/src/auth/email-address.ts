import { AppError } from '../http/app-error';

/**
 * Characters that show nothing: format characters (zero-width space, joiners, word joiner, BOM, soft hyphen,
 * bidi controls: Unicode category Cf), variation selectors, Hangul fillers and the combining grapheme joiner.
 * An address holding one looks exactly like another one, so it is refused, never silently cleaned.
 */
const INVISIBLE = /\p{Cf}|\p{Variation_Selector}|[\u115F\u1160\u3164\uFFA0]|\u034F/u;
const INVISIBLE_ALL = new RegExp(INVISIBLE.source, 'gu');

/** Something@something.tld, no spaces: what the forms and the intake have always accepted. */
const WELL_FORMED = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The one form an address is stored and looked up in: Unicode NFKC, lower case, trimmed. */
function canonical(text: string): string {
  return text.normalize('NFKC').toLowerCase().normalize('NFKC').trim();
}

/**
 * The address as stored and compared, for every write and look-up (admins, sign-in, collected data, personal
 * data): fullwidth, NFD and upper-case look-alikes become the one form, so they meet the unique index (409)
 * and erasure finds them. An invisible character is a 400 naming the field.
 */
export function normaliseEmail(email: string, field = 'email'): string {
  if (INVISIBLE.test(email))
    throw new AppError(400, `${field} must not contain invisible characters (such as a zero-width space)`, field);
  return canonical(email);
}

/**
 * The same form without refusing anything (invisible characters dropped): for keys that must never throw,
 * such as a sign-in limit's, and for cleaning addresses stored before normalisation.
 */
export function emailKey(email: string): string {
  return canonical(email.replace(INVISIBLE_ALL, ''));
}

/** What a failed sign-in logs instead of typed text that is not an e-mail address (often a password). */
export const NOT_AN_EMAIL = '(not an e-mail address)';

/** Whether text (already normalised) looks like an e-mail address. */
export function isWellFormedEmail(email: string): boolean {
  return email.length <= 320 && WELL_FORMED.test(email);
}
