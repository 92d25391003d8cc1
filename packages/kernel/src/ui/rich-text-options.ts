/** The rich-text toolbar of the spec (content-pages.md §5) and its rules (§9). */
export const RICH_TEXT_TOOLBAR = [
  [{ header: [1, 2, 3, false] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  [{ indent: '-1' }, { indent: '+1' }],
  [{ align: [] }],
  ['blockquote', 'code-block'],
  [{ color: [] }, { background: [] }],
  ['link', 'image', 'video'],
  ['clean'],
];

/** Formats the toolbar can produce; the server's HTML sanitizer keeps exactly these. */
export const RICH_TEXT_FORMATS = [
  'header',
  'bold',
  'italic',
  'underline',
  'strike',
  'list',
  'indent',
  'align',
  'blockquote',
  'code-block',
  'color',
  'background',
  'link',
  'image',
  'video',
];

/** Undo merges edits within 1000 ms and keeps at most 100 steps. */
export const RICH_TEXT_HISTORY = { delay: 1000, maxStack: 100, userOnly: true };

/** Links keep only these protocols; anything else becomes `about:blank`. */
export const LINK_PROTOCOLS = ['http', 'https', 'mailto', 'tel'];

export function isAllowedLink(url: string): boolean {
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(url.trim());
  return !match || LINK_PROTOCOLS.includes(match[1].toLowerCase());
}

/** Whether the editor's HTML shows nothing: no text, picture or video (quill's empty editor is `<p><br></p>`). */
export function isRichTextEmpty(html: string): boolean {
  if (/<(img|iframe)\b/i.test(html)) return false;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\u00a0|\s/g, '') === '';
}
