import { Typography } from 'antd';
import {
  AddButton,
  ListPage,
  publishStateColumn,
  useListController,
  useMessages,
  useService,
  type ListColumn,
  observer,
} from '@backoffice/kernel';
import { joinList, type SeoPage } from '../api';
import { SeoApiToken, SeoListStoreToken } from '../tokens';

const LOAD_FAILED = 'Failed to load pages. Please try again later.';

const columns: ListColumn<SeoPage>[] = [
  {
    title: 'Page',
    key: 'title',
    sortKey: 'title',
    render: (_v, page) => <Typography.Text strong>{page.title}</Typography.Text>,
  },
  { title: 'Meta Tags', key: 'metaTags', render: (_v, page) => joinList(page.metaTags) },
  {
    title: 'Meta Description',
    key: 'metaDescription',
    render: (_v, page) => (
      <Typography.Paragraph style={{ margin: 0, maxWidth: 480 }} ellipsis={{ rows: 2, tooltip: page.metaDescription }}>
        {page.metaDescription}
      </Typography.Paragraph>
    ),
  },
  { title: 'Meta Keywords', key: 'metaKeywords', render: (_v, page) => joinList(page.metaKeywords) },
  publishStateColumn<SeoPage>(),
];

/** /seo: one row per public page; search over title, meta tags and meta description; add and delete (not in the spec) for the site's new pages. */
export default observer(function SeoList() {
  const { t } = useMessages();
  const api = useService(SeoApiToken);
  const list = useListController<SeoPage>({
    // The spec's wording for a failed load, whatever the server said (the store's loader drops the server's text).
    store: useService(SeoListStoreToken),
    searchIn: (page) => [page.title, joinList(page.metaTags), page.metaDescription],
    failureMessage: t(LOAD_FAILED),
    remove: {
      confirm: (page) =>
        t("The SEO data of '{{title}}' will be deleted; the page itself stays on the site.", { title: page.title }),
      title: t('Delete this SEO entry?'),
      run: (page) => api.remove(page._id),
      failureMessage: t('The SEO entry could not be deleted. Please try again.'),
    },
  });
  const add = <AddButton noun="Page" to="/seo/add" />;

  return (
    <ListPage<SeoPage>
      title={t('SEO')}
      actions={add}
      list={list}
      search={t('Search now')}
      columns={columns}
      rowName={(page) => page.title}
      editPath={(page) => `/edit-seo/${encodeURIComponent(page.title)}`}
      rowActionsWidth={180}
      emptyText={t('No pages found')}
      emptyAction={add}
    />
  );
});
