/**
 * Slugs (the address of an article, a legal page, a section, in each content locale), the same rule on the server
 * and in the browser (docs/content-in-several-languages.md, "Slugs in every script"):
 *
 * - words of letters (any script: Latin, Arabic, Cyrillic…), their combining marks and digits, joined by single
 *   dashes; no spaces, slashes or other punctuation; lower-case where the script has cases;
 * - at most SLUG_MAX_LENGTH characters (code points), stored in Unicode NFC (a slug typed as `e` + accent is the
 *   same slug as one typed as `é`).
 *
 * A slug suggested from a title (`slugify`) keeps the letters of every script, except that Latin letters lose their
 * accents ('Politique de confidentialité' → `politique-de-confidentialite`, as before: the same address types on
 * any keyboard), while 'سياسة الخصوصية' → `سياسة-الخصوصية`. A slug typed by hand may keep its accents.
 */

/** Longest slug, in characters (code points). */
export const SLUG_MAX_LENGTH = 160;

const WORD = '[\\p{L}\\p{N}][\\p{L}\\p{M}\\p{N}]*';

/** Words of letters (with their marks) and digits joined by single dashes (not checked: case, length, NFC). */
export const SLUG_PATTERN = new RegExp(`^${WORD}(?:-${WORD})*$`, 'u');

/**
 * The JSON-schema `pattern` of a slug in a public address (ajv compiles patterns with the `u` flag): a letter or
 * digit, then up to `max - 1` letters, marks, digits or dashes. Upper case is taken (addresses are found in any case).
 */
export function slugAddressPattern(max = SLUG_MAX_LENGTH): string {
  return `^[\\p{L}\\p{N}][\\p{L}\\p{M}\\p{N}-]{0,${max - 1}}$`;
}

/** A slug as typed, in the form it is stored and looked up in: trimmed, NFC, lower-case. */
export function normalizeSlug(text: string): string {
  return text.trim().normalize('NFC').toLowerCase();
}

/** Whether `slug` (already normalized) is a slug: words joined by single dashes, lower-case, NFC, at most `max` characters. */
export function isSlug(slug: string, max = SLUG_MAX_LENGTH): boolean {
  return (
    SLUG_PATTERN.test(slug) &&
    slug === slug.toLowerCase() &&
    slug === slug.normalize('NFC') &&
    Array.from(slug).length <= max
  );
}

/**
 * A slug suggested from a title: letters and digits of any script, lower-case, joined by single dashes, Latin
 * letters without their accents ('Cash on Delivery: 5 Tips!' → `cash-on-delivery-5-tips`, 'Éxpédier' →
 * `expedier`, 'الدفع عند الاستلام' → `الدفع-عند-الاستلام`). Arabic vowel marks (harakat) and the tatweel are
 * dropped, as is text with no letters at all ('' then). At most `maxLength` characters, never ending in a dash.
 */
export function slugify(text: string, maxLength = SLUG_MAX_LENGTH): string {
  const words = text
    .normalize('NFKD')
    .replace(/(\p{Script=Latin})[\u0300-\u036f]+/gu, '$1')
    .normalize('NFC')
    .replace(/[\u064b-\u0652\u0640]/g, '')
    .replace(/\p{Cf}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/(^|-)\p{M}+/gu, '$1')
    .replace(/^-+|-+$/g, '');
  return Array.from(words).slice(0, maxLength).join('').replace(/-+$/, '');
}
