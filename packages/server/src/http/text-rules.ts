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

/**
 * The name of the first field (as `a.b.0.c`) holding forbidden text, in its key or its value; '' names the
 * value itself. Answers null when everything is clean.
 */
export function findBadText(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return badCharacterAt(value) === -1 ? null : path;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = findBadText(value[index], path ? `${path}.${index}` : String(index));
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, entry] of Object.entries(value)) {
      const name = path ? `${path}.${key}` : key;
      if (badCharacterAt(key) !== -1) return name;
      const found = findBadText(entry, name);
      if (found !== null) return found;
    }
  }
  return null;
}
