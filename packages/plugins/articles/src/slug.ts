/**
 * A slug suggested from a title: lower-case ASCII letters and digits joined by single dashes
 * ('Cash on Delivery: 5 Tips!' → 'cash-on-delivery-5-tips'). Accents are dropped, not the letters.
 */
export function slugify(text: string, maxLength = 120): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/g, '');
}

/** What a slug may look like (the server checks the same). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
