import { useId } from 'react';
import { Input } from 'antd';
import { FormField, FormPage, isRichTextEmpty, RichTextEditor, useNavigate, useRecordForm, useService } from '@backoffice/kernel';
import { LegalPagesApiToken } from '../tokens';

const LIST = '/legal-pages';

interface Values {
  title: string;
  content: string;
}

/** /legal-pages/add (not in the spec): a new legal page; its content may be written now or later. */
export default function LegalPageAdd() {
  const api = useService(LegalPagesApiToken);
  const navigate = useNavigate();
  const ids = { title: useId(), content: useId() };
  const form = useRecordForm<Values>({
    initial: { title: '', content: '' },
    comparable: (values) => [values.title.trim(), values.content],
    // The content may be written later: only the title is required.
    rules: { title: { required: 'Please enter the title' } },
    validate: (values) => (values.title.trim() ? null : 'Please enter a title'),
    confirm: 'Add this legal page?',
    save: (values) => api.add({ title: values.title.trim(), content: isRichTextEmpty(values.content) ? '' : values.content }),
    failureMessage: 'The legal page could not be added. Please try again.',
    done: () => navigate(LIST),
  });
  const { values, set } = form;

  return (
    <FormPage title="Add Legal Page" breadcrumb={[{ label: 'Legal Pages', path: LIST }, { label: 'Add Legal Page' }]} form={form} onCancel={() => navigate(LIST)}>
      <FormField label="Title" id={ids.title} name="title">
        <Input id={ids.title} value={values.title} maxLength={200} placeholder="e.g. Refund Policy" onChange={(event) => set('title', event.target.value)} />
      </FormField>
      <FormField label="Content" id={ids.content} name="content">
        <RichTextEditor id={ids.content} label="Content" value={values.content} onChange={(content) => set('content', content)} placeholder="Write the page here, or later..." />
      </FormField>
    </FormPage>
  );
}
