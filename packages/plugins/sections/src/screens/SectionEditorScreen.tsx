import {
  ContributionBoundary,
  FormErrorsContext,
  FormField,
  FormPage,
  Navigator,
  PluginRegistry,
  PublishBar,
  usePublishChoice,
  publishFields,
  useContributionEntries,
  useContributions,
  useLocation,
  useMessages,
  usePermission,
  useRecordForm,
  useSearchParams,
  useService,
} from '@backoffice/kernel';
import { Card, Input, InputNumber, Select } from 'antd';
import { lazy, useId, useRef, type ComponentType } from 'react';
import { contributedCall } from '../contributed-call';
import {
  PageAreas,
  SectionEditors,
  type Section,
  type SectionEditor,
  type SectionFieldChecks,
  type SectionFormProps,
} from '../public';
import { mergeChecks, type GeneralDraft } from '../section-model';
import { BannerTranslations } from './BannerTranslations';
import { SectionTranslations } from './SectionTranslations';
import { SectionsApiToken } from '../tokens';
import { BANNERS_AREA, type EditSectionState } from './SectionsList';

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
  /** 'banner': the banner editor's labels, confirmations and failure message. */
  variant?: 'section' | 'banner';
  /** The page area when the address names none (/banners/edit opened directly adds a banner). */
  defaultPage?: string;
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
  const { t } = useMessages();
  const params = useSearchParams()[0];
  const page = params.get('page') ?? props.defaultPage ?? '';
  const id = params.get('id') ?? undefined;
  if (!page) return <p>{t("Open a section from its page's list to edit it.")}</p>;
  return <SectionEditorForm key={`${page}:${id ?? 'new'}`} {...props} page={page} id={id} />;
}

function SectionEditorForm({
  validate,
  fieldChecks,
  variant = 'section',
  page,
  id,
}: EditorShellProps & { page: string; id?: string }) {
  const { t } = useMessages();
  const banner = variant === 'banner';
  const titleLabel = banner ? t('Banner Title*') : t('Title');
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
  const canPublish = usePermission('content:publish');
  const returnTo = state.returnTo ?? area?.path ?? '/home';
  const goBack = () => navigator.go(returnTo);
  const form = useRecordForm<Values, Section>({
    initial: () => ({ title: '', order: 0, type: editors[0]?.type ?? 'general', drafts: {} }),
    load: id ? async () => (await api.list(page)).find((section) => section._id === id) : undefined,
    // The body read from the record given (the loaded one, or a version the History restores).
    valuesOf: (section) => {
      const editor = editorOf(section.sectionType);
      const body = editor
        ? contributedCall(
            editor,
            'fromSection',
            (candidate) => ({ [section.sectionType]: candidate.fromSection(section) }),
            {},
          )
        : {};
      return { title: section.title ?? '', order: section.order ?? 0, type: section.sectionType, drafts: body };
    },
    // The spec's texts: 'Failed to load section data. Please try again.' (banners: 'banner data').
    loadFailureMessage: banner
      ? t('Failed to load banner data. Please try again.')
      : t('Failed to load section data. Please try again.'),
    comparable: (values) => [values.title, values.order, values.type, draftOf(values)],
    // The shell's fields, and the draft's as its editor names them (`fieldChecks`): shown on those fields below.
    rules: {
      title: { required: banner ? 'Please enter the banner title' : 'Please enter the title' },
      // Named with its type, so given translated (the field shows it as it is when its catalog has no such key).
      type: { check: (type) => (editorOf(type) ? null : t('Unknown section type {{type}}', { type })) },
      drafts: { check: (_drafts, values) => Object.values(draftChecksOf(values).errors ?? {})[0] ?? null },
    },
    serverFields: { sectionType: 'type' },
    validate: (values) => {
      const editor = editorOf(values.type);
      const draft = draftOf(values);
      return (
        validate?.(values.title, draft) ??
        (!values.title.trim()
          ? 'Title is required'
          : editor
            ? editor.validate(draft)
            : `Unknown section type ${values.type}`)
      );
    },
    // The spec's texts swapped relative to mode are corrected here.
    confirm: banner
      ? editing
        ? t('Are you sure you want to update this banner?')
        : t('Are you sure you want to create this banner?')
      : editing
        ? t('Are you sure you want to update this section?')
        : t('Are you sure you want to create this section?'),
    failureMessage: banner
      ? t('Failed to save banner. Please try again.')
      : t('Failed to save section. Please try again.'),
    save: (values, original) => {
      const form = new FormData();
      form.append('title', values.title);
      form.append('sectionType', values.type);
      form.append('isActive', String(original?.isActive ?? true));
      form.append('createdBy', 'Admin');
      form.append('order', String(values.order));
      form.append('page', page);
      if (original?.updatedAt) form.append('updatedAt', original.updatedAt);
      // The publish bar's choice, as form fields (a time cleared is sent empty).
      for (const [name, value] of Object.entries(publishFields(choice, canPublish, original)))
        form.append(name, value ?? '');
      editorOf(values.type)?.serialize(draftOf(values), form);
      return api.save(original?._id, form);
    },
    done: goBack,
  });
  const original = form.record;
  loaded.current = original;
  // An edit starts from the section's own state and schedule.
  const [choice, setChoice] = usePublishChoice(original, canPublish);
  const { values, set } = form;
  const { title, order, type } = values;
  const editor = editorOf(type);
  const draft = draftOf(values);
  const setDraft = (next: unknown) => set('drafts', { ...values.drafts, [type]: next });
  // The editor's form gets its own field marks: its required fields, and after a save refused on the draft
  // (until the draft changes), the message of each of its wrong fields.
  const draftChecks = draftChecksOf(values);
  const draftFields = {
    required: new Set(draftChecks.required),
    errors: form.errors.drafts ? (draftChecks.errors ?? {}) : {},
  };

  const Form = editor ? formOf(editor) : null;
  const Preview = editor ? previewOf(editor) : null;
  // Each type's form and preview come from the plugin that contributed it: if one throws, it shows an error
  // naming that plugin in its place and the rest of the editor (title, order, save) keeps working.
  const owner = contributed.find((entry) => entry.value === editor)?.pluginId ?? 'unknown';
  const heading = banner
    ? editing
      ? t('Edit Banner')
      : t('Add New Banner')
    : editing
      ? t('Edit Section')
      : t('Add New Section');
  return (
    <FormPage
      history={{ table: 'sections', id }}
      title={heading}
      // The list's name as the sidebar gives it (read in its plugin's catalog), else 'Home'.
      breadcrumb={[
        registry.titleOf(returnTo) ? { path: returnTo } : { label: t('Home'), path: returnTo },
        { label: heading },
      ]}
      form={form}
      unavailable={{
        errorTitle: banner ? t('Failed to load the banner') : t('Failed to load the section'),
        missingTitle: banner ? t('Banner not found') : t('Section not found'),
        missingHint: t('It may have been deleted.'),
        backLabel: t('Back to the list'),
        onBack: goBack,
      }}
      onCancel={goBack}
    >
      <div
        style={{ display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', columnGap: 24 }}
      >
        <div style={{ gridColumn: '1 / -1' }}>
          <FormField label={titleLabel} id={ids.title} name="title">
            <Input.TextArea
              id={ids.title}
              aria-label={titleLabel}
              autoSize
              value={title}
              onChange={(event) => set('title', event.target.value)}
            />
          </FormField>
        </div>
        <FormField
          label={t('Section Type')}
          id={ids.type}
          name="type"
          help={editing ? t('The type is chosen when the section is created.') : undefined}
        >
          <Select
            id={ids.type}
            aria-label={t('Section Type')}
            disabled={editing}
            value={type}
            options={contributed.map(({ value: candidate, pluginId }) => ({
              value: candidate.type,
              label: t(candidate.label, { ns: pluginId }),
            }))}
            onChange={(next: string) => set('type', next)}
          />
        </FormField>
        <FormField
          label={t('Order')}
          id={ids.order}
          name="order"
          help={editing ? t('The order is fixed once the section exists.') : undefined}
        >
          <InputNumber
            id={ids.order}
            aria-label={t('Order')}
            min={0}
            disabled={editing}
            value={order}
            onChange={(value) => set('order', value ?? 0)}
            style={{ width: '100%' }}
          />
        </FormField>
      </div>
      {Preview && (
        <Card size="small" title={t('Preview')} style={{ marginBottom: 16 }}>
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
      <PublishBar
        record={original}
        value={choice}
        onChange={setChoice}
        preview={id ? { kind: 'sections', id } : undefined}
      />
      {/* Translated by the area's kind: a banner (with its title and image), or any other area's section (with its buttons). */}
      {page === BANNERS_AREA ? (
        <BannerTranslations id={id} title={title} draft={draft as Partial<GeneralDraft> | undefined} />
      ) : (
        <SectionTranslations id={id} draft={draft as Partial<GeneralDraft> | undefined} />
      )}
    </FormPage>
  );
}
