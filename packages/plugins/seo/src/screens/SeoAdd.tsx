import { useId } from 'react';
import { Input } from 'antd';
import { FormField, FormPage, useNavigate, useRecordForm, useService } from '@backoffice/kernel';
import { splitList } from '../api';
import { SeoApiToken } from '../tokens';
import { SeoMetaFields } from './SeoMetaFields';

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
  const titleId = useId();
  const form = useRecordForm<Values>({
    initial: { title: '', metaTags: '', metaDescription: '', metaKeywords: '' },
    comparable: (values) => [values.title.trim(), splitList(values.metaTags), values.metaDescription.trim(), splitList(values.metaKeywords)],
    rules: { title: { required: 'Please enter the page name' } },
    successMessage: 'Page added',
    validate: (values) => (values.title.trim() ? null : 'Please enter the page name'),
    confirm: 'Add the SEO data for this page?',
    save: (values) => api.add({ title: values.title.trim(), metaTags: splitList(values.metaTags), metaDescription: values.metaDescription.trim(), metaKeywords: splitList(values.metaKeywords) }),
    failureMessage: 'Failed to add the page. Please try again.',
    done: () => navigate(LIST),
  });
  const { values, set } = form;

  return (
    <FormPage title="Add Page" breadcrumb={[{ label: 'SEO', path: LIST }, { label: 'Add Page' }]} form={form} onCancel={() => navigate(LIST)}>
      <FormField label="Page" id={titleId} name="title" help="The page's name on the site, e.g. Partners.">
        <Input id={titleId} value={values.title} maxLength={200} onChange={(event) => set('title', event.target.value)} />
      </FormField>
      <SeoMetaFields values={values} set={set} />
    </FormPage>
  );
}
