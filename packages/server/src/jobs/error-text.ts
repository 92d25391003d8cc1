/**
 * An error as one readable line, with its cause's code (`fetch failed` says nothing; `ECONNREFUSED` does):
 * `message (CODE)`, or `message: cause message (CODE)` when the cause says more.
 */
export function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const parts = [error.message || error.name];
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof Error && cause.message && !error.message.includes(cause.message)) parts.push(cause.message);
  const code = codeOf(error) ?? codeOf(cause);
  const text = parts.join(': ');
  return code && !text.includes(code) ? `${text} (${code})` : text;
}

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}
