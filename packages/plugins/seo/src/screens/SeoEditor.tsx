import { useMemo } from 'react';
import { Typography } from 'antd';
import { slugify } from '@backoffice/contracts';
import {
  FormPage,
  PublishBar,
  choiceChangesPublishing,
  usePublishChoice,
  publishFields,
  useNavigate,
  useParams,
  usePermission,
  useMessages,
  useRecordForm,
  useService,
} from '@backoffice/kernel';
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

const valuesOf = (page: SeoPage): Values => ({
  metaTags: joinList(page.metaTags),
  metaDescription: page.metaDescription ?? '',
  metaKeywords: joinList(page.metaKeywords),
});
const normalised = (values: Values) => [
  splitList(values.metaTags),
  values.metaDescription.trim(),
  splitList(values.metaKeywords),
];

function Counter({ length, limit }: { length: number; limit: number }) {
  const { t } = useMessages();
  return (
    <Typography.Text type={length > limit ? 'warning' : 'secondary'} style={{ fontSize: 12 }}>
      {length}/{limit}
      {length > limit ? t(' (will be cut)') : ''}
    </Typography.Text>
  );
}

/** How the page may look in a search result: the title, the address and the description, with their lengths. */
function SearchPreview({ title, description }: { title: string; description: string }) {
  // The page key the content API finds the entry by (the server's pageKeyOf: the shared slug rule).
  const slug = slugify(title, Number.MAX_SAFE_INTEGER);
  const { t } = useMessages();
  const cut = (text: string, limit: number) => (text.length > limit ? `${text.slice(0, limit - 1)}…` : text);
  return (
    <section
      aria-label={t('Search result preview')}
      style={{ border: '1px solid var(--bo-border)', borderRadius: 8, padding: 16, marginBottom: 16 }}
    >
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('Search result preview')}
      </Typography.Text>
      <div style={{ color: 'var(--bo-link)', fontSize: 18, marginTop: 6 }}>{cut(title, TITLE_LIMIT)}</div>
      <div style={{ color: 'var(--bo-text-secondary)', fontSize: 13 }}>www.example.com › {slug || t('page')}</div>
      <div style={{ color: 'var(--bo-text-secondary)', fontSize: 14, marginTop: 4 }}>
        {description ? cut(description, DESCRIPTION_LIMIT) : <em>{t('No meta description yet.')}</em>}
      </div>
      <div style={{ display: 'flex', gap: 16, marginTop: 8 }}>
        <span>
          {t('Title')} <Counter length={title.length} limit={TITLE_LIMIT} />
        </span>
        <span>
          {t('Description')} <Counter length={description.length} limit={DESCRIPTION_LIMIT} />
        </span>
      </div>
    </section>
  );
}

/** /edit-seo/{title}: the page's meta tags, description and keywords; loading, not found and saving states. */
export default function SeoEditor() {
  const { t } = useMessages();
  const api = useService(SeoApiToken);
  const title = decodeURIComponent(useParams().title ?? '');
  const navigate = useNavigate();
  const canPublish = usePermission('content:publish');
  const form = useRecordForm<Values, SeoPage>({
    initial: { metaTags: '', metaDescription: '', metaKeywords: '' },
    load: async () => (await api.list()).find((candidate) => candidate.title.toLowerCase() === title.toLowerCase()),
    valuesOf,
    loadFailureMessage: t('Failed to load page data'),
    comparable: normalised,
    // Nothing is required here (an empty field clears it); a server's message about a field is shown on it.
    serverFields: SEO_LIST_FIELDS,
    validate: (_values, { dirty, record: page }) => {
      // Publishing a draft as it is, or changing its times, is a change too.
      const publishes = choiceChangesPublishing(choice, page, canPublish);
      return dirty || publishes ? null : 'No changes made';
    },
    confirm: t('Are you sure you want to update the SEO data for this page?'),
    save: (values, page) =>
      api.update(page!, {
        metaTags: splitList(values.metaTags),
        metaDescription: values.metaDescription.trim(),
        metaKeywords: splitList(values.metaKeywords),
        ...publishFields(choice, canPublish, page),
      }),
    failureMessage: t('Failed to update SEO data'),
    done: () => navigate(LIST),
  });
  const { values, record } = form;
  const pageTitle = record?.title ?? '';
  // The bar starts from the entry's schedule.
  const [choice, setChoice] = usePublishChoice(record, canPublish);
  // Made once per record and choice: typing in the fields does not render the bar again.
  const publishBar = useMemo(
    () => (
      <PublishBar
        record={record}
        value={choice}
        onChange={setChoice}
        preview={record ? { kind: 'seo', id: record._id } : undefined}
      />
    ),
    [record, choice, setChoice],
  );

  return (
    <FormPage
      history={{ table: 'seo_pages', id: form.record?._id }}
      title={pageTitle}
      list={{ path: LIST, label: t('SEO'), backLabel: t('Back to SEO') }}
      form={form}
      unavailable={{
        errorTitle: t('Failed to load page data'),
        missingTitle: t('Page not found'),
        missingHint: null,
      }}
    >
      <SearchPreview title={pageTitle} description={values.metaDescription.trim()} />
      <SeoMetaFields />
      {publishBar}
    </FormPage>
  );
}
