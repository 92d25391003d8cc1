import { useEffect, useRef } from 'react';
import Quill from 'quill';
import 'quill/dist/quill.snow.css';
import { labelRichTextToolbar } from './rich-text-toolbar-labels';
import { isAllowedLink, LINK_PROTOCOLS, RICH_TEXT_FORMATS, RICH_TEXT_HISTORY, RICH_TEXT_TOOLBAR } from './rich-text-options';
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
export default function QuillEditor({ value, onChange, placeholder, readOnly, label, id, ...marks }: RichTextEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const quill = useRef<Quill | null>(null);
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
    labelRichTextToolbar((editor.getModule('toolbar') as { container: HTMLElement }).container, label);
    if (latest.current.value) editor.clipboard.dangerouslyPasteHTML(latest.current.value, 'silent');
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
    if ((value ?? '') !== current) editor.clipboard.dangerouslyPasteHTML(value ?? '', 'silent');
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
      <div ref={host} />
    </div>
  );
}
