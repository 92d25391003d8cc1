import { useId } from 'react';
import { Input } from 'antd';
import { FormField, FormPage, isRichTextEmpty, RichTextEditor, useNavigate, useRecordForm, useSearchParams, useService } from '@backoffice/kernel';
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
  const api = useService(LegalPagesApiToken);
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id') ?? '';
  const ids = { title: useId(), content: useId() };
  const form = useRecordForm<Values, LegalPage>({
    initial: { title: '', content: '' },
    load: async () => (await api.list()).find((candidate) => candidate._id === id),
    valuesOf: (page) => ({ title: page.title, content: page.content }),
    loadFailureMessage: 'Failed to load the legal page. Please try again.',
    comparable: (values) => [values.title.trim(), values.content],
    rules: {
      title: { required: 'Please enter the title' },
      content: { required: 'Please write the content', check: (content) => (isRichTextEmpty(content) ? 'Please write the content' : null) },
    },
    validate: (values, { dirty }) => {
      if (!values.title.trim() || isRichTextEmpty(values.content)) return 'All fields are required';
      if (!dirty) return 'No changes made';
      return null;
    },
    confirm: (page) => `Save the changes to '${page!.title}'?`,
    save: (values, page) => api.edit(page!, { title: values.title.trim(), content: values.content }),
    failureMessage: 'The legal page could not be saved. Please try again.',
    done: () => navigate(LIST),
  });
  const { values, set } = form;
  const pageTitle = form.record?.title ?? '';

  return (
    <FormPage history={form.record ? { table: 'legal_pages', id: form.record._id } : undefined}
      title={`Edit ${pageTitle}`}
      breadcrumb={[{ label: 'Legal Pages', path: LIST }, { label: pageTitle }]}
      form={form}
      unavailable={{ missingTitle: 'This legal page no longer exists', missingHint: null, backLabel: 'Back to legal pages', onBack: () => navigate(LIST) }}
      // The spec's Cancel goes back one step.
      onCancel={() => navigate(-1)}
    >
      <FormField label="Title" id={ids.title} name="title">
        <Input id={ids.title} value={values.title} maxLength={200} onChange={(event) => set('title', event.target.value)} />
      </FormField>
      <FormField label="Content" id={ids.content} name="content">
        <RichTextEditor id={ids.content} label="Content" value={values.content} onChange={(content) => set('content', content)} placeholder="Write the page here..." />
      </FormField>
    </FormPage>
  );
}
