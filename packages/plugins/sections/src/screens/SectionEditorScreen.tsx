import { ContributionBoundary, FormErrorsContext, FormField, FormPage, Navigator, PluginRegistry, useContributionEntries, useContributions, useLocation, useRecordForm, useSearchParams, useService } from '@backoffice/kernel';
import { Card, Input, InputNumber, Select } from 'antd';
import { lazy, useId, useRef, type ComponentType } from 'react';
import { contributedCall } from '../contributed-call';
import { PageAreas, SectionEditors, type Section, type SectionEditor, type SectionFieldChecks, type SectionFormProps } from '../public';
import { mergeChecks } from '../section-model';
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

/** Options of the editor shell. */
export interface EditorShellProps {
  /** Extra checks run before the type's own (the banner editor's messages). */
  validate?: (title: string, draft: unknown) => string | null;
  /** The fields of the draft that `validate` checks, shown on them as a section type's `fieldChecks` are. */
  fieldChecks?: (draft: unknown) => SectionFieldChecks;
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

/**
 * /edit-section?page=…&id=…: the shell every section type's editor (built-in or contributed) runs in. The page
 * and the section's id are in the address, so a reload, a bookmark or a new tab opens the same section,
 * loaded fresh; without an id it adds a section to that page.
 */
export function SectionEditorShell(props: EditorShellProps) {
  const params = useSearchParams()[0];
  const page = params.get('page') ?? '';
  const id = params.get('id') ?? undefined;
  if (!page) return <p>Open a section from its page's list to edit it.</p>;
  return <SectionEditorForm key={`${page}:${id ?? 'new'}`} {...props} page={page} id={id} />;
}

function SectionEditorForm({ validate, fieldChecks, variant = 'section', page, id }: EditorShellProps & { page: string; id?: string }) {
  const noun = variant === 'banner' ? 'Banner' : 'Section';
  const lowerNoun = noun.toLowerCase();
  const titleLabel = variant === 'banner' ? 'Banner Title*' : 'Title';
  const state = (useLocation().state ?? {}) as Partial<EditSectionState>;
  const area = useContributions(PageAreas).find((candidate) => candidate.key === page);
  const editing = Boolean(id);
  const contributed = useContributionEntries(SectionEditors);
  const editors = contributed.map((entry) => entry.value);
  const registry = useService(PluginRegistry);
  const api = useService(SectionsApiToken);
  const navigator = useService(Navigator);
  const ids = { title: useId(), type: useId(), order: useId() };
  const editorOf = (type: string) => editors.find((candidate) => candidate.type === type);
  // The loaded section, for the draft and save callbacks (set once the form below has it).
  const loaded = useRef<Section | undefined>(undefined);
  /** The draft of the chosen type: as typed, else the section's own (same type), else the type's empty one. */
  const draftOf = (values: Values) => {
    const editor = editorOf(values.type);
    if (!editor) return undefined;
    if (values.type in values.drafts) return values.drafts[values.type];
    const original = loaded.current;
    return original && original.sectionType === values.type ? editor.fromSection(original) : editor.empty();
  };
  /** The draft's fields the chosen type's editor (and the shell's own checks) name: required, and wrong now. */
  const draftChecksOf = (values: Values): SectionFieldChecks => {
    const editor = editorOf(values.type);
    const draft = draftOf(values);
    const own = contributedCall(editor, 'fieldChecks', (candidate) => candidate.fieldChecks?.(draft) ?? {}, {});
    return mergeChecks(fieldChecks?.(draft) ?? {}, own);
  };
  const returnTo = state.returnTo ?? area?.path ?? '/home';
  const goBack = () => navigator.go(returnTo);
  const form = useRecordForm<Values, Section>({
    initial: () => ({ title: '', order: 0, type: editors[0]?.type ?? 'general', drafts: {} }),
    load: id ? async () => (await api.list(page)).find((section) => section._id === id) : undefined,
    valuesOf: (section) => ({ title: section.title ?? '', order: section.order ?? 0, type: section.sectionType, drafts: {} }),
    loadFailureMessage: `Failed to load the ${lowerNoun}`,
    comparable: (values) => [values.title, values.order, values.type, draftOf(values)],
    // The shell's fields, and the draft's as its editor names them (`fieldChecks`): shown on those fields below.
    rules: {
      title: { required: variant === 'banner' ? 'Please enter the banner title' : 'Please enter the title' },
      type: { check: (type) => (editorOf(type) ? null : `Unknown section type ${type}`) },
      drafts: { check: (_drafts, values) => Object.values(draftChecksOf(values).errors ?? {})[0] ?? null },
    },
    serverFields: { sectionType: 'type' },
    validate: (values) => {
      const editor = editorOf(values.type);
      const draft = draftOf(values);
      return validate?.(values.title, draft) ?? (!values.title.trim() ? 'Title is required' : editor ? editor.validate(draft) : `Unknown section type ${values.type}`);
    },
    // The spec's texts swapped relative to mode are corrected here.
    confirm: `Are you sure you want to ${editing ? 'update' : 'create'} this ${lowerNoun}?`,
    failureMessage: `Failed to save ${lowerNoun}. Please try again.`,
    save: (values, original) => {
      const form = new FormData();
      form.append('title', values.title);
      form.append('sectionType', values.type);
      form.append('isActive', String(original?.isActive ?? true));
      form.append('createdBy', 'Admin');
      form.append('order', String(values.order));
      form.append('page', page);
      if (original?.updatedAt) form.append('updatedAt', original.updatedAt);
      editorOf(values.type)?.serialize(draftOf(values), form);
      return api.save(original?._id, form);
    },
    done: goBack,
  });
  const original = form.record;
  loaded.current = original;
  const { values, set } = form;
  const { title, order, type } = values;
  const editor = editorOf(type);
  const draft = draftOf(values);
  const setDraft = (next: unknown) => set('drafts', { ...values.drafts, [type]: next });
  // The editor's form gets its own field marks: its required fields, and after a save refused on the draft
  // (until the draft changes), the message of each of its wrong fields.
  const draftChecks = draftChecksOf(values);
  const draftFields = { required: new Set(draftChecks.required), errors: form.errors.drafts ? (draftChecks.errors ?? {}) : {} };

  const Form = editor ? formOf(editor) : null;
  const Preview = editor ? previewOf(editor) : null;
  // Each type's form and preview come from the plugin that contributed it: if one throws, it shows an error
  // naming that plugin in its place and the rest of the editor (title, order, save) keeps working.
  const owner = contributed.find((entry) => entry.value === editor)?.pluginId ?? 'unknown';
  return (
    <FormPage
      history={id ? { table: 'sections', id } : undefined}
      title={editing ? `Edit ${noun}` : `Add New ${noun}`}
      breadcrumb={[{ label: registry.titleOf(returnTo) ?? 'Home', path: returnTo }, { label: editing ? `Edit ${noun}` : `Add New ${noun}` }]}
      form={form}
      unavailable={{ errorTitle: `Failed to load the ${lowerNoun}`, missingTitle: `${noun} not found`, missingHint: 'It may have been deleted.', backLabel: 'Back to the list', onBack: goBack }}
      onCancel={goBack}
    >
      <div style={{ display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', columnGap: 24 }}>
        <div style={{ gridColumn: '1 / -1' }}>
          <FormField label={titleLabel} id={ids.title} name="title">
            <Input.TextArea id={ids.title} aria-label={titleLabel} autoSize value={title} onChange={(event) => set('title', event.target.value)} />
          </FormField>
        </div>
        <FormField label="Section Type" id={ids.type} name="type" help={editing ? 'The type is chosen when the section is created.' : undefined}>
          <Select id={ids.type} aria-label="Section Type" disabled={editing} value={type} options={editors.map((candidate) => ({ value: candidate.type, label: candidate.label }))} onChange={(next: string) => set('type', next)} />
        </FormField>
        <FormField label="Order" id={ids.order} name="order" help={editing ? 'The order is fixed once the section exists.' : undefined}>
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
          <FormErrorsContext.Provider value={draftFields}>
            <Form draft={draft} onChange={setDraft} editing={editing} original={original} variant={variant} />
          </FormErrorsContext.Provider>
        </ContributionBoundary>
      )}
    </FormPage>
  );
}
