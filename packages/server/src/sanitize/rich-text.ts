import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_LIMITS, checkMarkupLimits } from './markup-limits';

/**
 * The server's rich-text HTML sanitizer: keeps exactly what the editor's toolbar can make (kernel
 * `RICH_TEXT_FORMATS`: headers 1-3, bold, italic, underline, strike, lists, indent, align, blockquote,
 * code block, colour, background, link, image, video) and drops everything else, so nothing stored
 * can run script on the public site. Used by every module that stores editor HTML (articles, legal
 * pages, jobs).
 */

/** Links keep only these protocols, like the editor's own link rule. */
export const RICH_TEXT_LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'];

/** Hosts a video (quill's `<iframe class="ql-video">`) may come from; always over https. */
export const RICH_TEXT_VIDEO_HOSTS = [
  'www.youtube.com',
  'youtube.com',
  'www.youtube-nocookie.com',
  'player.vimeo.com',
  'www.dailymotion.com',
];

/** Pictures pasted into the editor arrive as base64 data URLs; only raster types (never SVG). */
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]+$/i;
const WEB_OR_LOCAL_IMAGE = /^(https?:\/\/[^\s"'<>]+|\/uploads\/[\w./-]+)$/i;

/** Colours quill writes: hex, rgb()/rgba(), or a plain colour name; never expression() or url(). */
const COLOUR = [
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i,
  /^[a-z]{3,20}$/i,
];

/** Indent (1-8) and alignment classes of quill's blocks. */
const BLOCK_CLASSES = [
  'ql-indent-1',
  'ql-indent-2',
  'ql-indent-3',
  'ql-indent-4',
  'ql-indent-5',
  'ql-indent-6',
  'ql-indent-7',
  'ql-indent-8',
  'ql-align-center',
  'ql-align-right',
  'ql-align-justify',
];

const BLOCK_TAGS = ['p', 'h1', 'h2', 'h3', 'li', 'blockquote', 'pre'];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...BLOCK_TAGS, 'br', 'strong', 'em', 'u', 's', 'ol', 'ul', 'span', 'a', 'img', 'iframe'],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    iframe: ['src', 'class', 'frameborder', 'allowfullscreen', 'width', 'height'],
    span: ['style'],
    // quill's colour formats are inline styles on spans, but pasted content may carry them on blocks
    ...Object.fromEntries(BLOCK_TAGS.map((tag) => [tag, ['class']])),
  },
  allowedClasses: {
    ...Object.fromEntries(BLOCK_TAGS.map((tag) => [tag, BLOCK_CLASSES])),
    iframe: ['ql-video'],
  },
  allowedStyles: { span: { color: COLOUR, 'background-color': COLOUR } },
  allowedSchemes: RICH_TEXT_LINK_SCHEMES,
  allowedSchemesByTag: { img: ['http', 'https', 'data'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: RICH_TEXT_VIDEO_HOSTS,
  allowIframeRelativeUrls: false,
  // Equivalent tags other editors (or a paste) produce become the toolbar's own.
  transformTags: {
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    h4: 'h3',
    h5: 'h3',
    h6: 'h3',
    div: 'p',
    a: (tagName, attribs) => {
      const attributes: Record<string, string> = { ...attribs, rel: 'noopener noreferrer' };
      if (attributes.target !== '_blank') delete attributes.target;
      return { tagName, attribs: attributes };
    },
    img: (tagName, attribs) => {
      const src = (attribs.src ?? '').trim();
      const attributes = { ...attribs };
      if (DATA_IMAGE.test(src) || WEB_OR_LOCAL_IMAGE.test(src)) attributes.src = src;
      else delete attributes.src;
      return { tagName, attribs: attributes };
    },
  },
  // An image or video whose source was refused is dropped rather than kept as an empty box.
  exclusiveFilter: (frame) => (frame.tag === 'img' || frame.tag === 'iframe') && !frame.attribs.src,
};

/**
 * Cleans editor HTML for storing: only the toolbar's formats survive; scripts, handlers and foreign frames go.
 * HTML past RICH_TEXT_LIMITS is refused first with a 400 naming `field` (the sanitiser's time grows with nesting).
 */
export function sanitizeRichText(html: string, field = 'content'): string {
  checkMarkupLimits(html, { field, what: 'text', limits: RICH_TEXT_LIMITS, xml: false });
  // quill's semantic HTML writes every space as &nbsp;, which stops lines from wrapping on the site:
  // a lone one becomes a normal space again (runs of spaces keep theirs).
  return sanitizeHtml(html, OPTIONS)
    .replace(/(?<![\u00a0 ])\u00a0(?![\u00a0 ])/g, ' ')
    .trim();
}

/** Whether the (sanitized) HTML shows nothing: no text, picture or video (quill's empty editor is `<p><br></p>`). */
export function isRichTextEmpty(html: string): boolean {
  if (/<(img|iframe)\b/i.test(html)) return false;
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&nbsp;|\u00a0|\s/g, '') === '';
}
