import sanitizeHtml from 'sanitize-html';

/** SVG elements a logo may use: shapes, text, gradients, groups. No script, style, foreignObject, image, use of outside files. */
const SVG_TAGS = [
  'svg', 'g', 'defs', 'title', 'desc', 'symbol', 'use', 'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon',
  'text', 'tspan', 'linearGradient', 'radialGradient', 'stop', 'clipPath', 'mask', 'pattern',
];

/** Geometry and presentation attributes; no event handlers (on*), no style, no external references. */
const SVG_ATTRIBUTES = [
  'xmlns', 'xmlns:xlink', 'version', 'id', 'class', 'width', 'height', 'viewBox', 'preserveAspectRatio', 'x', 'y', 'x1', 'y1', 'x2', 'y2',
  'cx', 'cy', 'r', 'rx', 'ry', 'd', 'points', 'transform', 'fill', 'fill-rule', 'fill-opacity', 'clip-rule', 'clip-path', 'mask',
  'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin', 'stroke-miterlimit', 'stroke-dasharray', 'stroke-dashoffset',
  'stroke-opacity', 'opacity', 'offset', 'stop-color', 'stop-opacity', 'gradientUnits', 'gradientTransform', 'spreadMethod', 'fx', 'fy',
  'patternUnits', 'patternContentUnits', 'patternTransform', 'clipPathUnits', 'maskUnits', 'maskContentUnits', 'font-family', 'font-size',
  'font-weight', 'font-style', 'text-anchor', 'dominant-baseline', 'letter-spacing', 'dx', 'dy', 'href', 'xlink:href',
];

/** Only in-document references ('#id') survive: an outside address could load or run anything. */
function safeReference(value: string): boolean {
  return /^#[\w.:-]+$/.test(value.trim());
}

/** `url(...)` in a presentation attribute may only point inside the document. */
function safePaint(value: string): boolean {
  const urls = value.match(/url\s*\(([^)]*)\)/gi) ?? [];
  return urls.every((url) => /^url\s*\(\s*['"]?#[\w.:-]+['"]?\s*\)$/i.test(url)) && !/javascript:|data:|expression\s*\(/i.test(value);
}

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const XLINK_NAMESPACE = 'http://www.w3.org/1999/xlink';

export class NotAnSvg extends Error {}

/**
 * Returns a safe copy of an SVG, rebuilt element by element (every uploaded SVG goes through it, not only
 * those a quick check finds suspicious): the allowlist drops scripts, styles, foreign content, event handlers and
 * external references. Throws NotAnSvg when the bytes are not an SVG document (binary, or no <svg> root).
 */
export function sanitizeSvg(buffer: Buffer): string {
  const text = buffer.toString('utf8');
  if (text.includes('\uFFFD') || text.includes('\u0000')) throw new NotAnSvg('The logo must be an SVG image');
  const body = text.replace(/^\uFEFF/, '').replace(/<\?xml[\s\S]*?\?>/g, '').replace(/<!--[\s\S]*?-->/g, '').replace(/<!DOCTYPE[^>]*>/gi, '').trim();
  if (!/^<svg[\s>/]/i.test(body)) throw new NotAnSvg('The logo must be an SVG image');
  const clean = sanitizeHtml(body, {
    allowedTags: SVG_TAGS,
    allowedAttributes: { '*': SVG_ATTRIBUTES },
    parser: { lowerCaseTags: false, lowerCaseAttributeNames: false, xmlMode: true },
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
