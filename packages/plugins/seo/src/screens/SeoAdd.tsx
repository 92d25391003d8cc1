import { useId } from 'react';
import { Input } from 'antd';
import { FormField, FormPage, useNavigate, useRecordForm, useService } from '@backoffice/kernel';
import { splitList } from '../api';
import { SeoApiToken } from '../tokens';

const LIST = '/seo';

interface Values {
  title: string;
  metaTags: string;
  metaDescription: string;
  metaKeywords: string;
}

/** /seo/add (not in the spec): the SEO entry of a new site page, named as the site names it. */
export default function SeoAdd() {
  const api = useService(SeoApiToken);
  const navigate = useNavigate();
  const ids = { title: useId(), tags: useId(), description: useId(), keywords: useId() };
  const form = useRecordForm<Values>({
    initial: { title: '', metaTags: '', metaDescription: '', metaKeywords: '' },
    comparable: (values) => [values.title.trim(), splitList(values.metaTags), values.metaDescription.trim(), splitList(values.metaKeywords)],
    validate: (values) => (values.title.trim() ? null : 'Please enter the page name'),
    confirm: 'Add the SEO data for this page?',
    save: (values) => api.add({ title: values.title.trim(), metaTags: splitList(values.metaTags), metaDescription: values.metaDescription.trim(), metaKeywords: splitList(values.metaKeywords) }),
    failureMessage: 'Failed to add the page. Please try again.',
    done: () => navigate(LIST),
  });
  const { values, set } = form;

  return (
    <FormPage title="Add Page" breadcrumb={[{ label: 'SEO', path: LIST }, { label: 'Add Page' }]} form={form} onCancel={() => navigate(LIST)}>
      <FormField label="Page" id={ids.title} help="The page's name on the site, e.g. Partners.">
        <Input id={ids.title} value={values.title} maxLength={200} onChange={(event) => set('title', event.target.value)} />
      </FormField>
      <FormField label="Meta Tags" id={ids.tags} help="Separate tags with commas.">
        <Input id={ids.tags} value={values.metaTags} maxLength={2000} onChange={(event) => set('metaTags', event.target.value)} />
      </FormField>
      <FormField label="Meta Description" id={ids.description}>
        <Input.TextArea id={ids.description} rows={4} value={values.metaDescription} maxLength={1000} onChange={(event) => set('metaDescription', event.target.value)} />
      </FormField>
      <FormField label="Meta Keywords" id={ids.keywords} help="Separate keywords with commas.">
        <Input id={ids.keywords} value={values.metaKeywords} maxLength={2000} onChange={(event) => set('metaKeywords', event.target.value)} />
      </FormField>
    </FormPage>
  );
}
