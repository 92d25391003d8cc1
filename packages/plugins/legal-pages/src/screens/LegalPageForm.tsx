import { useId, useMemo } from 'react';
import { LegalPageBody } from '@backoffice/contracts';
import {
  englishText,
  FormField,
  FormPage,
  TextInput,
  isRichTextEmpty,
  PublishBar,
  choiceChangesPublishing,
  usePublishChoice,
  publishFields,
  RichTextEditor,
  useMessages,
  useNavigate,
  usePermission,
  useRecordForm,
  useSearchParams,
  useService,
} from '@backoffice/kernel';
import type { LegalPage } from '../api';
import { LegalPagesApiToken } from '../tokens';

const LIST = '/legal-pages';

interface Values {
  title: string;
  content: string;
}

/**
 * /legal-pages/edit?id=…: the page's title and rich content. The page is loaded by its id (so a reload
 * keeps the editor open); a change made elsewhere meanwhile (409) offers to reload.
 */
export default function LegalPageForm() {
  const { t } = useMessages();
  const api = useService(LegalPagesApiToken);
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id') ?? '';
  const contentId = useId();
  const canPublish = usePermission('content:publish');
  const form = useRecordForm<Values, LegalPage>({
    initial: { title: '', content: '' },
    load: async () => (await api.list()).find((candidate) => candidate._id === id),
    valuesOf: (page) => ({ title: page.title, content: page.content }),
    loadFailureMessage: t('Failed to load the legal page. Please try again.'),
    comparable: (values) => [values.title.trim(), values.content],
    schema: LegalPageBody,
    rules: {
      content: {
        required: 'Please write the content',
        check: (content) => (isRichTextEmpty(content) ? englishText('Please write the content') : null),
      },
    },
    validate: (values, { dirty, record: page }) => {
      if (!values.title.trim() || isRichTextEmpty(values.content)) return t('All fields are required');
      // Publishing a draft as it is, or changing its times, is a change too.
      const publishes = choiceChangesPublishing(choice, page, canPublish);
      if (!dirty && !publishes) return 'No changes made';
      return null;
    },
    confirm: (page) => t("Save the changes to '{{title}}'?", { title: page!.title }),
    save: (values, page) =>
      api.edit(page!, {
        title: values.title.trim(),
        content: values.content,
        ...publishFields(choice, canPublish, page),
      }),
    failureMessage: t('The legal page could not be saved. Please try again.'),
    done: () => navigate(LIST),
  });
  const { values, set, record } = form;
  const pageTitle = record?.title ?? '';
  // The bar starts from the page's schedule.
  const [choice, setChoice] = usePublishChoice(record, canPublish);
  // Made once per page and choice: typing in the fields does not render the bar again.
  const publishBar = useMemo(
    () => (
      <PublishBar
        record={record}
        value={choice}
        onChange={setChoice}
        preview={id ? { kind: 'legal', id } : undefined}
      />
    ),
    [record, choice, id, setChoice],
  );

  return (
    <FormPage
      history={{ table: 'legal_pages', id: form.record?._id }}
      title={t('Edit {{name}}', { name: pageTitle })}
      breadcrumb={[{ label: t('Legal Pages'), path: LIST }, { label: pageTitle }]}
      form={form}
      unavailable={{
        missingTitle: t('This legal page no longer exists'),
        missingHint: null,
        backLabel: t('Back to legal pages'),
        onBack: () => navigate(LIST),
      }}
      // The spec's Cancel goes back one step.
      onCancel={() => navigate(-1)}
    >
      <TextInput source="title" label={t('Title')} required="Please enter the title" />
      <FormField label={t('Content')} id={contentId} name="content">
        <RichTextEditor
          id={contentId}
          label={t('Content')}
          value={values.content}
          onChange={(content) => set('content', content)}
          placeholder={t('Write the page here...')}
        />
      </FormField>
      {publishBar}
    </FormPage>
  );
}
