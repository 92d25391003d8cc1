import { Typography } from 'antd';
import { FormPage, useNavigate, useParams, useRecordForm, useService } from '@backoffice/kernel';
import { joinList, splitList, type SeoPage } from '../api';
import { SeoApiToken } from '../tokens';
import { SEO_LIST_FIELDS, SeoMetaFields } from './SeoMetaFields';

const LIST = '/seo';
/** The lengths search engines usually show before cutting a result. */
const TITLE_LIMIT = 60;
const DESCRIPTION_LIMIT = 160;

interface Values {
  metaTags: string;
  metaDescription: string;
  metaKeywords: string;
}

const valuesOf = (page: SeoPage): Values => ({ metaTags: joinList(page.metaTags), metaDescription: page.metaDescription ?? '', metaKeywords: joinList(page.metaKeywords) });
const normalised = (values: Values) => [splitList(values.metaTags), values.metaDescription.trim(), splitList(values.metaKeywords)];

function Counter({ length, limit }: { length: number; limit: number }) {
  return <Typography.Text type={length > limit ? 'warning' : 'secondary'} style={{ fontSize: 12 }}>{length}/{limit}{length > limit ? ' (will be cut)' : ''}</Typography.Text>;
}

/** How the page may look in a search result: the title, the address and the description, with their lengths. */
function SearchPreview({ title, description }: { title: string; description: string }) {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  const cut = (text: string, limit: number) => (text.length > limit ? `${text.slice(0, limit - 1)}…` : text);
  return (
    <section aria-label="Search result preview" style={{ border: '1px solid var(--bo-border)', borderRadius: 8, padding: 16, marginBottom: 16 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>Search result preview</Typography.Text>
      <div style={{ color: 'var(--bo-link)', fontSize: 18, marginTop: 6 }}>{cut(title, TITLE_LIMIT)}</div>
      <div style={{ color: 'var(--bo-text-secondary)', fontSize: 13 }}>www.example.com › {slug || 'page'}</div>
      <div style={{ color: 'var(--bo-text-secondary)', fontSize: 14, marginTop: 4 }}>{description ? cut(description, DESCRIPTION_LIMIT) : <em>No meta description yet.</em>}</div>
      <div style={{ display: 'flex', gap: 16, marginTop: 8 }}>
        <span>Title <Counter length={title.length} limit={TITLE_LIMIT} /></span>
        <span>Description <Counter length={description.length} limit={DESCRIPTION_LIMIT} /></span>
      </div>
    </section>
  );
}

/** /edit-seo/{title}: the page's meta tags, description and keywords; loading, not found and saving states. */
export default function SeoEditor() {
  const api = useService(SeoApiToken);
  const title = decodeURIComponent(useParams().title ?? '');
  const navigate = useNavigate();
  const form = useRecordForm<Values, SeoPage>({
    initial: { metaTags: '', metaDescription: '', metaKeywords: '' },
    load: async () => (await api.list()).find((candidate) => candidate.title.toLowerCase() === title.toLowerCase()),
    valuesOf,
    loadFailureMessage: 'Failed to load page data',
    comparable: normalised,
    // Nothing is required here (an empty field clears it); a server's message about a field is shown on it.
    serverFields: SEO_LIST_FIELDS,
    validate: (_values, { dirty }) => (dirty ? null : 'No changes made'),
    confirm: 'Are you sure you want to update the SEO data for this page?',
    save: (values, page) => api.update(page!, { metaTags: splitList(values.metaTags), metaDescription: values.metaDescription.trim(), metaKeywords: splitList(values.metaKeywords) }),
    failureMessage: 'Failed to update SEO data',
    done: () => navigate(LIST),
  });
  const { values, set } = form;
  const pageTitle = form.record?.title ?? '';

  return (
    <FormPage history={form.record ? { table: 'seo_pages', id: form.record._id } : undefined}
      title={pageTitle}
      breadcrumb={[{ label: 'SEO', path: LIST }, { label: pageTitle }]}
      form={form}
      unavailable={{ errorTitle: 'Failed to load page data', missingTitle: 'Page not found', missingHint: null, backLabel: 'Back to SEO', onBack: () => navigate(LIST) }}
      onCancel={() => navigate(LIST)}
    >
      <SearchPreview title={pageTitle} description={values.metaDescription.trim()} />
      <SeoMetaFields values={values} set={set} />
    </FormPage>
  );
}
