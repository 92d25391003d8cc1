/**
 * What text a client may send, checked once at the input layer for every JSON body, query, path parameter
 * and form field: no NUL or other control characters (tab, newline and a CR before a newline are fine) and
 * no lone UTF-16 surrogates. PostgreSQL refuses NUL in text and lone surrogates in JSON, so without this
 * check they turned into 500s deep inside a query.
 */
export const TEXT_PROBLEM = 'contains a character that is not allowed (a control character or an unpaired surrogate)';

/** The first forbidden character's position in `text`, or -1 when the text is clean. */
export function badCharacterAt(text: string): number {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20) {
      if (code === 0x09 || code === 0x0a) continue;
      if (code === 0x0d && text.charCodeAt(index + 1) === 0x0a) continue;
      return index;
    }
    if (code === 0x7f) return index;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        index += 1;
        continue;
      }
      return index;
    }
    if (code >= 0xdc00 && code <= 0xdfff) return index;
  }
  return -1;
}

/** A field name fit for a message: forbidden characters in a sent key are shown as '?'. */
export function printableName(name: string): string {
  // Control characters are exactly what this pattern looks for.
  // eslint-disable-next-line no-control-regex
  return name.replace(/[\u0000-\u001f\u007f\ud800-\udfff]/g, '?').slice(0, 100);
}

/** A list or object being walked: its keys (null for a list) and the position of the next child to check. */
interface Frame {
  container: Record<string, unknown> | unknown[];
  keys: string[] | null;
  next: number;
}

const isContainer = (value: unknown): value is Record<string, unknown> | unknown[] =>
  !!value && typeof value === 'object' && !Buffer.isBuffer(value);
const frameOf = (container: Record<string, unknown> | unknown[]): Frame => ({
  container,
  keys: Array.isArray(container) ? null : Object.keys(container),
  next: 0,
});

/** `a.b.0.c`: the child each frame is at, from the top, after `path`. Spelled out only for a refusal. */
function nameAt(frames: Frame[], path: string): string {
  const keys = frames.map((frame) => (frame.keys ? frame.keys[frame.next - 1] : frame.next - 1));
  return (path ? [path, ...keys] : keys).join('.');
}

/**
 * The name of the first field (as `a.b.0.c`) holding forbidden text, in its key or its value; '' names the
 * value itself. Answers null when everything is clean. Walked with a stack of frames, not recursion, so no
 * nesting can overflow it (the JSON limits refuse deep input before this runs anyway).
 */
export function findBadText(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return badCharacterAt(value) === -1 ? null : path;
  if (!isContainer(value)) return null;
  const frames: Frame[] = [frameOf(value)];
  while (frames.length > 0) {
    const frame = frames[frames.length - 1];
    const size = frame.keys ? frame.keys.length : (frame.container as unknown[]).length;
    if (frame.next >= size) {
      frames.pop();
      continue;
    }
    const key = frame.keys ? frame.keys[frame.next] : frame.next;
    frame.next += 1;
    if (typeof key === 'string' && badCharacterAt(key) !== -1) return nameAt(frames, path);
    const child = (frame.container as Record<string | number, unknown>)[key];
    if (typeof child === 'string') {
      if (badCharacterAt(child) !== -1) return nameAt(frames, path);
    } else if (isContainer(child)) {
      frames.push(frameOf(child));
    }
  }
  return null;
}
