/**
 * A CSS value as the browser reads it: comments removed and escapes resolved (`u\72l(`, `u\000072 l(` and `u\rl(`
 * all read `url(`). Presentation attributes of SVG (`fill`, `stroke`, `clip-path`...) are CSS values, so a check
 * for `url(` must look at this text, not at the characters as written.
 */
export function cssText(value: string): string {
  return value
    .replace(/\/\*[\s\S]*?(\*\/|$)/g, '')
    .replace(
      /\\(?:([0-9a-f]{1,6})[ \t\n\f]?|\r\n|([\s\S]))/gi,
      (_escape, hex: string | undefined, char: string | undefined) => {
        if (hex === undefined) return char === undefined || char === '\n' || char === '\r' || char === '\f' ? '' : char;
        const code = parseInt(hex, 16);
        // What CSS makes of NUL, surrogates and numbers past Unicode: the replacement character.
        return code === 0 || (code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff
          ? '\uFFFD'
          : String.fromCodePoint(code);
      },
    );
}
