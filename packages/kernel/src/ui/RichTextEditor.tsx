import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';

export interface RichTextEditorProps {
  /** HTML content. */
  value: string;
  onChange: (html: string) => void;
  placeholder?: string;
  readOnly?: boolean;
  /** Accessible name of the editing area. */
  label?: string;
  /** Set on the editing area, so a `FormField`'s label points at it and a wrong field's focus reaches it. */
  id?: string;
  /** The field's state as its `FormField` marks it (required, invalid, described by its message). */
  'aria-required'?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

// Quill and its CSS live in their own chunk, fetched the first time an editor opens.
const QuillEditor = lazy(() => import('./QuillEditor'));

/** Rich-text editor with the spec's toolbar, undo rules and link protocols. */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    // No skeleton title: antd draws it as an empty h3, a hole in the page's headings while quill loads.
    <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 6 }} />}>
      <QuillEditor {...props} />
    </Suspense>
  );
}
