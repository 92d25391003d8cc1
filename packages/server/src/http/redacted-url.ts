/**
 * An address as it may be logged or shown: credentials in it (`https://user:secret@host/...`) replaced by
 * `***`, so a receiver's password never reaches a log line or an error message. Text that is not a URL loses
 * everything up to its last `@` (it may be a password) for the same reason.
 */
export function redactedUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return text.includes('@') ? `***@${text.slice(text.lastIndexOf('@') + 1)}` : text;
  }
  if (!url.username && !url.password) return url.href;
  url.username = '***';
  url.password = '';
  return url.href;
}
