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

/**
 * The name of the first field (as `a.b.0.c`) holding forbidden text, in its key or its value; '' names the
 * value itself. Answers null when everything is clean. Walked with a list of pending values, not recursion,
 * so no nesting can overflow the stack (the JSON limits refuse deep input before this runs anyway).
 */
export function findBadText(value: unknown, path = ''): string | null {
  // Pending values with their names (and the key they were sent under), next last: children are pushed in
  // reverse so that the first field in the text is the one named, as a recursive walk would.
  const pending: Array<{ value: unknown; name: string; key?: string }> = [{ value, name: path }];
  while (pending.length > 0) {
    const { value: current, name, key } = pending.pop()!;
    if (key !== undefined && badCharacterAt(key) !== -1) return name;
    if (typeof current === 'string') {
      if (badCharacterAt(current) !== -1) return name;
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) pending.push({ value: current[index], name: name ? `${name}.${index}` : String(index) });
    } else if (current && typeof current === 'object' && !Buffer.isBuffer(current)) {
      const entries = Object.entries(current);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [entryKey, entry] = entries[index];
        pending.push({ value: entry, name: name ? `${name}.${entryKey}` : entryKey, key: entryKey });
      }
    }
  }
  return null;
}
