import sanitizeHtml from 'sanitize-html';
import { cssText } from '../sanitize/css-text';
import { SVG_LIMITS, SVG_PARSING, checkMarkupLimits } from '../sanitize/markup-limits';
import { NotAnSvg } from './not-an-svg';

/** SVG elements a logo may use: shapes, text, gradients, groups. No script, style, foreignObject, image, use of outside files. */
const SVG_TAGS = [
  'svg',
  'g',
  'defs',
  'title',
  'desc',
  'symbol',
  'use',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
];

/** Geometry and presentation attributes; no event handlers (on*), no style, no external references. */
const SVG_ATTRIBUTES = [
  'xmlns',
  'xmlns:xlink',
  'version',
  'id',
  'class',
  'width',
  'height',
  'viewBox',
  'preserveAspectRatio',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'd',
  'points',
  'transform',
  'fill',
  'fill-rule',
  'fill-opacity',
  'clip-rule',
  'clip-path',
  'mask',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-opacity',
  'opacity',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'fx',
  'fy',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
  'dx',
  'dy',
  'href',
  'xlink:href',
];

/** Only in-document references ('#id') survive: an outside address could load or run anything. */
function safeReference(value: string): boolean {
  return /^#[\w.:-]+$/.test(value.trim());
}

/** `url(#id)`: a reference inside the document, the only kind a presentation attribute may hold. */
const LOCAL_URL = /url\s*\(\s*(['"]?)#[\w.:-]+\1\s*\)/gi;

/**
 * A presentation attribute (`fill`, `stroke`, `clip-path`...) is a CSS value: read as CSS (escapes resolved,
 * comments dropped), every `url(` in it must point inside the document, and nothing may load or run anything.
 */
function safePaint(value: string): boolean {
  const css = cssText(value);
  const urls = css.match(/url\s*\(/gi)?.length ?? 0;
  return (
    urls === (css.match(LOCAL_URL)?.length ?? 0) &&
    !/javascript:|data:|expression\s*\(|image(-set)?\s*\(|src\s*\(|@import/i.test(css)
  );
}

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const XLINK_NAMESPACE = 'http://www.w3.org/1999/xlink';

export { NotAnSvg };

/**
 * The document after its prolog (a byte-order mark, XML declaration, comments, doctype), or null when one of those
 * never ends. One pass from the start: a regular expression per kind took time growing with the square of the
 * size on a file of unclosed `<!--` (80 kB: 3.6 s).
 */
function afterProlog(text: string): string | null {
  let at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (;;) {
    while (at < text.length && /\s/.test(text[at])) at += 1;
    const closing = text.startsWith('<!--', at)
      ? '-->'
      : text.startsWith('<?', at) || text.startsWith('<!', at)
        ? '>'
        : null;
    if (!closing) return text.slice(at);
    const end = text.indexOf(closing, at + 2);
    if (end === -1) return null;
    at = end + closing.length;
  }
}

/**
 * Returns a safe copy of an SVG, rebuilt element by element (every uploaded SVG goes through it, not only
 * those a quick check finds suspicious): the allowlist drops scripts, styles, foreign content, event handlers and
 * external references. Throws NotAnSvg when the bytes are not an SVG document (binary, or no <svg> root), and a
 * 400 naming `field` when the document passes SVG_LIMITS (checked first: the sanitiser's time grows with nesting).
 */
export function sanitizeSvg(buffer: Buffer, field = 'file'): string {
  const text = buffer.toString('utf8');
  if (text.includes('\uFFFD') || text.includes('\u0000')) throw new NotAnSvg('The logo must be an SVG image');
  const body = afterProlog(text)?.trim() ?? '';
  if (!/^<svg[\s>/]/i.test(body)) throw new NotAnSvg('The logo must be an SVG image');
  checkMarkupLimits(body, { field, what: 'SVG', limits: SVG_LIMITS, xml: true });
  const clean = sanitizeHtml(body, {
    allowedTags: SVG_TAGS,
    allowedAttributes: { '*': SVG_ATTRIBUTES },
    parser: SVG_PARSING,
    allowedSchemes: [],
    allowProtocolRelative: false,
    // A refused element's own text goes too (`<s:script>alert(1)</s:script>` leaves nothing behind).
    disallowedTagsMode: 'completelyDiscard',
    nonTextTags: ['script', 'style', 'foreignObject', 'iframe', 'noscript', 'textarea', 'set', 'animate'],
    transformTags: {
      '*': (tagName, attribs) => {
        const kept: Record<string, string> = {};
        for (const [name, value] of Object.entries(attribs)) {
          // The namespaces are ours to say: another default namespace (XHTML) would make <svg> an HTML element.
          if (name === 'xmlns') kept[name] = SVG_NAMESPACE;
          else if (name === 'xmlns:xlink') kept[name] = XLINK_NAMESPACE;
          else if (name === 'href' || name === 'xlink:href') {
            if (safeReference(value)) kept[name] = value;
          } else if (safePaint(value)) {
            kept[name] = value;
          }
        }
        return { tagName, attribs: kept };
      },
    },
  });
  if (!/^<svg[\s>/]/i.test(clean.trim())) throw new NotAnSvg('The logo must be an SVG image');
  // A browser shows an SVG file only with its namespace on the root: always give it.
  return /^<svg[^>]*\sxmlns=/.test(clean) ? clean : clean.replace(/^<svg/, `<svg xmlns="${SVG_NAMESPACE}"`);
}
