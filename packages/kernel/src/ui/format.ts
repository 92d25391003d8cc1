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

/** The file name at the end of a URL or path, e.g. '/uploads/x/logo.svg' → 'logo.svg'. */
export function fileNameOf(url: string | null | undefined): string {
  if (!url) return '';
  return decodeURIComponent(url.split(/[?#]/)[0].split('/').pop() ?? '');
}
