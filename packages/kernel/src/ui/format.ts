/** 1536 → '1.5 KB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** An ISO date as the lists show it, e.g. 'Nov 22, 2026'; a dash when absent or invalid. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '-';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
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
