import { SeoAddBody } from '@backoffice/contracts';
import { FormPage, TextInput, useMessages, useNavigate, useRecordForm, useService } from '@backoffice/kernel';
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
  const { t } = useMessages();
  const api = useService(SeoApiToken);
  const navigate = useNavigate();
  const form = useRecordForm<Values>({
    initial: { title: '', metaTags: '', metaDescription: '', metaKeywords: '' },
    comparable: (values) => [
      values.title.trim(),
      splitList(values.metaTags),
      values.metaDescription.trim(),
      splitList(values.metaKeywords),
    ],
    schema: SeoAddBody,
    successMessage: t('Page added'),
    validate: (values) => (values.title.trim() ? null : 'Please enter the page name'),
    confirm: t('Add the SEO data for this page?'),
    save: (values) =>
      api.add({
        title: values.title.trim(),
        metaTags: splitList(values.metaTags),
        metaDescription: values.metaDescription.trim(),
        metaKeywords: splitList(values.metaKeywords),
      }),
    failureMessage: t('Failed to add the page. Please try again.'),
    done: () => navigate(LIST),
  });

  return (
    <FormPage title={t('Add New Page')} list={{ path: LIST, label: t('SEO') }} form={form}>
      <TextInput
        source="title"
        label={t('Page')}
        help={t("The page's name on the site, e.g. Partners.")}
        required="Please enter the page name"
      />
      <SeoMetaFields />
    </FormPage>
  );
}
