import { formatLocale } from '../i18n/format-locale';

/** 12345 → '12,345' in English, '12 345' in French: a count as the admin's language writes it. */
export function formatNumber(value: number): string {
  return value.toLocaleString(formatLocale());
}

/** 12 → '$12.00' in English, '12,00 $US' in French: a price in the admin's language. */
export function formatPrice(value: number, currency = 'USD'): string {
  return new Intl.NumberFormat(formatLocale(), { style: 'currency', currency }).format(value);
}

/** 1536 → '1.5 KB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** An ISO date as the lists show it, e.g. 'Nov 22, 2026' (in the admin's language); a dash when absent or invalid. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '-';
  return date.toLocaleDateString(formatLocale(), { year: 'numeric', month: 'short', day: 'numeric' });
}

/**
 * An ISO time as every screen shows one, e.g. 'Nov 22, 2026, 3:05 PM' (the one date-and-time format, see
 * docs/ux-conventions.md); a dash when absent or invalid.
 */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '-';
  return date.toLocaleString(formatLocale(), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** The unique id the server puts before an uploaded file's own name (`<uuid>-<name>.<ext>`). */
const STORED_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-(?=[^.])/i;

/**
 * The file name at the end of a URL or path as people know it: '/uploads/x/logo.svg' → 'logo.svg', and an
 * upload stored as '/uploads/x/<uuid>-Company-logo.png' → 'Company-logo.png'.
 */
export function fileNameOf(url: string | null | undefined): string {
  if (!url) return '';
  let name = url.split(/[?#]/)[0].split('/').pop() ?? '';
  try {
    name = decodeURIComponent(name);
  } catch {
    // A stray '%' in a foreign URL: show it as it is.
  }
  return name.replace(STORED_ID, '');
}
