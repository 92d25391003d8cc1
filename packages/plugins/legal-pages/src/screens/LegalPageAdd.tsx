import { useId } from 'react';
import { LegalPageAddBody } from '@backoffice/contracts';
import {
  FormField,
  FormPage,
  TextInput,
  isRichTextEmpty,
  RichTextEditor,
  useMessages,
  useNavigate,
  useRecordForm,
  useService,
} from '@backoffice/kernel';
import { LegalPagesApiToken } from '../tokens';

const LIST = '/legal-pages';

interface Values {
  title: string;
  content: string;
}

/** /legal-pages/add (not in the spec): a new legal page; its content may be written now or later. */
export default function LegalPageAdd() {
  const { t } = useMessages();
  const api = useService(LegalPagesApiToken);
  const navigate = useNavigate();
  const contentId = useId();
  const form = useRecordForm<Values>({
    initial: { title: '', content: '' },
    comparable: (values) => [values.title.trim(), values.content],
    // The content may be written later: only the title is required.
    schema: LegalPageAddBody,
    validate: (values) => (values.title.trim() ? null : t('Please enter a title')),
    confirm: t('Add this legal page?'),
    save: (values) =>
      api.add({ title: values.title.trim(), content: isRichTextEmpty(values.content) ? '' : values.content }),
    failureMessage: t('The legal page could not be added. Please try again.'),
    done: () => navigate(LIST),
  });
  const { values, set } = form;

  return (
    <FormPage title={t('Add New Legal Page')} list={{ path: LIST, label: t('Legal Pages') }} form={form}>
      <TextInput source="title" label={t('Title')} placeholder="e.g. Refund Policy" required="Please enter the title" />
      <FormField label={t('Content')} id={contentId} name="content">
        <RichTextEditor
          id={contentId}
          label={t('Content')}
          value={values.content}
          onChange={(content) => set('content', content)}
          placeholder={t('Write the page here, or later...')}
        />
      </FormField>
    </FormPage>
  );
}
