import { ContributionBoundary, FormField, FormPage, Navigator, PluginRegistry, useContributionEntries, useLocation, useRecordForm, useService } from '@backoffice/kernel';
import { Card, Input, InputNumber, Select } from 'antd';
import { lazy, useId, type ComponentType } from 'react';
import { SectionEditors, type SectionEditor, type SectionFormProps } from '../public';
import { SectionsApiToken } from '../tokens';
import type { EditSectionState } from './SectionsList';

// One lazy component per contributed editor, so React keeps them across renders.
const forms = new WeakMap<SectionEditor, ComponentType<SectionFormProps<unknown>>>();
const previews = new WeakMap<SectionEditor, ComponentType<{ draft: unknown }>>();
function formOf(editor: SectionEditor) {
  let form = forms.get(editor);
  if (!form) {
    form = lazy(editor.form);
    forms.set(editor, form);
  }
  return form;
}
function previewOf(editor: SectionEditor) {
  if (!editor.preview) return null;
  let preview = previews.get(editor);
  if (!preview) {
    preview = lazy(editor.preview);
    previews.set(editor, preview);
  }
  return preview;
}

/** /edit-section: the shell every section type's editor (built-in or contributed) runs in. */
export interface EditorShellProps {
  /** Extra checks run before the type's own (the banner editor's messages). */
  validate?: (title: string, draft: unknown) => string | null;
  /** 'banner': the banner editor's labels, confirmations and failure message (admin spec §3, §6). */
  variant?: 'section' | 'banner';
}

export default function SectionEditorScreen() {
  return <SectionEditorShell />;
}

interface Values {
  title: string;
  order: number;
  type: string;
  /** What was typed per section type, so switching type and back keeps it. */
  drafts: Record<string, unknown>;
}

export function SectionEditorShell({ validate, variant = 'section' }: EditorShellProps) {
  const noun = variant === 'banner' ? 'Banner' : 'Section';
  const lowerNoun = noun.toLowerCase();
  const titleLabel = variant === 'banner' ? 'Banner Title*' : 'Title';
  const state = (useLocation().state ?? {}) as Partial<EditSectionState>;
  const original = state.section;
  const editing = Boolean(original?._id);
  const contributed = useContributionEntries(SectionEditors);
  const editors = contributed.map((entry) => entry.value);
  const registry = useService(PluginRegistry);
  const api = useService(SectionsApiToken);
  const navigator = useService(Navigator);
  const ids = { title: useId(), type: useId(), order: useId() };
  const editorOf = (type: string) => editors.find((candidate) => candidate.type === type);
  /** The draft of the chosen type: as typed, else the section's own (same type), else the type's empty one. */
  const draftOf = (values: Values) => {
    const editor = editorOf(values.type);
    if (!editor) return undefined;
    if (values.type in values.drafts) return values.drafts[values.type];
    return original && original.sectionType === values.type ? editor.fromSection(original) : editor.empty();
  };
  const goBack = () => (state.returnTo ? navigator.go(state.returnTo) : navigator.back());
  const form = useRecordForm<Values>({
    initial: () => ({ title: original?.title ?? '', order: original?.order ?? 0, type: original?.sectionType ?? editors[0]?.type ?? 'general', drafts: {} }),
    comparable: (values) => [values.title, values.order, values.type, draftOf(values)],
    validate: (values) => {
      const editor = editorOf(values.type);
      const draft = draftOf(values);
      return validate?.(values.title, draft) ?? (!values.title.trim() ? 'Title is required' : editor ? editor.validate(draft) : `Unknown section type ${values.type}`);
    },
    // The spec's texts swapped relative to mode are corrected here.
    confirm: `Are you sure you want to ${editing ? 'update' : 'create'} this ${lowerNoun}?`,
    failureMessage: `Failed to save ${lowerNoun}. Please try again.`,
    save: (values) => {
      const form = new FormData();
      form.append('title', values.title);
      form.append('sectionType', values.type);
      form.append('isActive', String(original?.isActive ?? true));
      form.append('createdBy', 'Admin');
      form.append('order', String(values.order));
      form.append('page', state.page as string);
      if (original?.updatedAt) form.append('updatedAt', original.updatedAt);
      editorOf(values.type)?.serialize(draftOf(values), form);
      return api.save(original?._id, form);
    },
    done: goBack,
    onStale: 'leave',
  });
  const { values, set } = form;
  const { title, order, type } = values;
  const editor = editorOf(type);
  const draft = draftOf(values);
  const setDraft = (next: unknown) => set('drafts', { ...values.drafts, [type]: next });

  if (!state.page) return <p>Open a section from its page's list to edit it.</p>;
  const Form = editor ? formOf(editor) : null;
  const Preview = editor ? previewOf(editor) : null;
  // Each type's form and preview come from the plugin that contributed it: if one throws, it shows an error
  // naming that plugin in its place and the rest of the editor (title, order, save) keeps working.
  const owner = contributed.find((entry) => entry.value === editor)?.pluginId ?? 'unknown';
  const returnTo = state.returnTo ?? '/home';
  return (
    <FormPage history={original?._id ? { table: 'sections', id: original._id } : undefined} title={editing ? `Edit ${noun}` : `Add New ${noun}`} breadcrumb={[{ label: registry.titleOf(returnTo) ?? 'Home', path: returnTo }, { label: editing ? `Edit ${noun}` : `Add New ${noun}` }]} form={form} onCancel={goBack}>
      <div style={{ display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', columnGap: 24 }}>
        <div style={{ gridColumn: '1 / -1' }}>
          <FormField label={titleLabel} id={ids.title}>
            <Input.TextArea id={ids.title} aria-label={titleLabel} autoSize value={title} onChange={(event) => set('title', event.target.value)} />
          </FormField>
        </div>
        <FormField label="Section Type" id={ids.type} help={editing ? 'The type is chosen when the section is created.' : undefined}>
          <Select id={ids.type} aria-label="Section Type" disabled={editing} value={type} options={editors.map((candidate) => ({ value: candidate.type, label: candidate.label }))} onChange={(next: string) => set('type', next)} />
        </FormField>
        <FormField label="Order" id={ids.order} help={editing ? 'The order is fixed once the section exists.' : undefined}>
          <InputNumber id={ids.order} aria-label="Order" min={0} disabled={editing} value={order} onChange={(value) => set('order', value ?? 0)} style={{ width: '100%' }} />
        </FormField>
      </div>
      {Preview && (
        <Card size="small" title="Preview" style={{ marginBottom: 16 }}>
          <ContributionBoundary key={type} pluginId={owner} what="section preview">
            <Preview draft={draft} />
          </ContributionBoundary>
        </Card>
      )}
      {Form && (
        <ContributionBoundary key={type} pluginId={owner} what="section editor">
          <Form draft={draft} onChange={setDraft} editing={editing} original={original} variant={variant} />
        </ContributionBoundary>
      )}
    </FormPage>
  );
}
