import { useEffect, useRef } from 'react';
import { useMessages } from '../i18n/use-messages';
import Quill from 'quill';
import 'quill/dist/quill.snow.css';
import { labelRichTextToolbar } from './rich-text-toolbar-labels';
import { quillTextsCss } from './quill-texts';
import {
  isAllowedLink,
  LINK_PROTOCOLS,
  RICH_TEXT_FORMATS,
  RICH_TEXT_HISTORY,
  RICH_TEXT_TOOLBAR,
} from './rich-text-options';
import type { RichTextEditorProps } from './RichTextEditor';
import { cspNonce } from '../core/csp-nonce';

// Quill's own link rule allows `sms:` too; the spec keeps http, https, mailto and tel only.
const Link = Quill.import('formats/link') as { PROTOCOL_WHITELIST: string[]; sanitize: (url: string) => string };
Link.PROTOCOL_WHITELIST = LINK_PROTOCOLS;
const quillSanitize = Link.sanitize.bind(Link);
Link.sanitize = (url: string) => (isAllowedLink(url) ? quillSanitize(url) : 'about:blank');

/** Quill's snow theme in the app's colours (the variables of shell/theme-variables.ts, per theme). */
const quillCss = `
.bo-rich-text .ql-toolbar { border-color: var(--bo-border-strong); border-radius: 8px 8px 0 0; background: var(--bo-surface-raised); }
.bo-rich-text .ql-container { border-color: var(--bo-border-strong); border-radius: 0 0 8px 8px; min-height: 240px; font-size: 15px; }
/* The editing area's ring went outside it and was cut by the toolbar and the card (issue 34): the ring goes
   round the whole editing frame instead, where nothing covers it. */
.bo-rich-text .ql-editor:focus-visible { outline: none !important; }
.bo-rich-text .ql-container:has(.ql-editor:focus-visible) { outline: 2px solid var(--bo-focus); outline-offset: 2px; }
.bo-rich-text .ql-editor.ql-blank::before { color: var(--bo-placeholder); }
.bo-rich-text .ql-editor a, .bo-rich-text .ql-snow .ql-tooltip a { color: var(--bo-link); }
.bo-rich-text .ql-snow .ql-stroke { stroke: var(--bo-text-secondary); }
.bo-rich-text .ql-snow .ql-fill { fill: var(--bo-text-secondary); }
.bo-rich-text .ql-snow .ql-picker { color: var(--bo-text-secondary); }
.bo-rich-text .ql-snow .ql-picker-options { background: var(--bo-surface-raised); }
.bo-rich-text .ql-snow .ql-tooltip { background: var(--bo-surface-raised); color: var(--bo-text); border-color: var(--bo-border-strong); box-shadow: none; }
.bo-rich-text .ql-snow .ql-tooltip input[type=text] { background: var(--bo-surface); color: var(--bo-text); border-color: var(--bo-border-strong); }
`;

/** The quill editor itself, loaded only when an editor opens (see RichTextEditor). */
export default function QuillEditor({
  value,
  onChange,
  placeholder,
  readOnly,
  label,
  id,
  ...marks
}: RichTextEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const quill = useRef<Quill | null>(null);
  // The toolbar is labelled once, when the editor is made, in the language of that moment.
  const { t } = useMessages();
  const translate = useRef(t);
  translate.current = t;
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };

  useEffect(() => {
    const container = host.current!;
    const editorElement = document.createElement('div');
    container.appendChild(editorElement);
    const editor = new Quill(editorElement, {
      theme: 'snow',
      placeholder,
      readOnly,
      formats: RICH_TEXT_FORMATS,
      modules: { toolbar: RICH_TEXT_TOOLBAR, history: RICH_TEXT_HISTORY },
    });
    if (label) editor.root.setAttribute('aria-label', label);
    editor.root.setAttribute('role', 'textbox');
    editor.root.setAttribute('aria-multiline', 'true');
    labelRichTextToolbar(
      (editor.getModule('toolbar') as { container: HTMLElement }).container,
      label,
      translate.current,
    );
    if (latest.current.value) setHtml(editor, latest.current.value);
    editor.on('text-change', () => {
      const html = editor.getLength() <= 1 ? '' : editor.getSemanticHTML();
      latest.current.onChange(html);
    });
    quill.current = editor;
    return () => {
      quill.current = null;
      container.innerHTML = '';
    };
    // The editor is created once; later value changes arrive through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A value set from outside (a record loaded after mount) replaces the content.
  useEffect(() => {
    const editor = quill.current;
    if (!editor) return;
    const current = editor.getLength() <= 1 ? '' : editor.getSemanticHTML();
    if ((value ?? '') !== current) setHtml(editor, value ?? '');
  }, [value]);

  useEffect(() => {
    quill.current?.enable(!readOnly);
  }, [readOnly]);

  // The field's id and state go on the editing area, where a screen reader and the focus land.
  const required = marks['aria-required'];
  const invalid = marks['aria-invalid'];
  const describedBy = marks['aria-describedby'];
  useEffect(() => {
    const area = quill.current?.root;
    if (!area) return;
    const attributes: Record<string, string | undefined> = {
      id,
      'aria-required': required ? 'true' : undefined,
      'aria-invalid': invalid ? 'true' : undefined,
      'aria-describedby': describedBy,
    };
    for (const [name, attribute] of Object.entries(attributes)) {
      if (attribute === undefined) area.removeAttribute(name);
      else area.setAttribute(name, attribute);
    }
  }, [id, required, invalid, describedBy]);

  return (
    <div className="bo-rich-text">
      <style nonce={cspNonce()}>{quillCss}</style>
      {/* Quill's own English (link tooltip, heading names) in the admin's language; follows a change of language. */}
      <style nonce={cspNonce()}>{quillTextsCss(t)}</style>

      <div ref={host} />
    </div>
  );
}

/**
 * Replaces the content without moving the focus: Quill's `dangerouslyPasteHTML` also selects the start of the
 * text, which focused the editor (and scrolled to it) whenever a record loaded.
 */
function setHtml(editor: Quill, html: string): void {
  editor.setContents(editor.clipboard.convert({ html, text: '' }), 'silent');
}
