import { Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { AddButton, ListPage, useListController, useNavigate, useService } from '@backoffice/kernel';
import { joinList, type SeoPage } from '../api';
import { SeoApiToken } from '../tokens';

const LOAD_FAILED = 'Failed to load pages. Please try again later.';

const columns: TableColumnsType<SeoPage> = [
  { title: 'Page', key: 'title', render: (_v, page) => <Typography.Text strong>{page.title}</Typography.Text> },
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
];

/** /seo: one row per public page; search over title, meta tags and meta description (content spec §5); add and delete (not in the spec) for the site's new pages. */
export default function SeoList() {
  const api = useService(SeoApiToken);
  const navigate = useNavigate();
  const list = useListController<SeoPage>({
    // The spec's wording for a failed load, whatever the server said.
    load: () => api.list().catch(() => Promise.reject(new Error(LOAD_FAILED))),
    pageSize: 10,
    searchIn: (page) => [page.title, joinList(page.metaTags), page.metaDescription],
    failureMessage: LOAD_FAILED,
    remove: {
      confirm: (page) => `The SEO data of '${page.title}' will be deleted; the page itself stays on the site.`,
      title: 'Delete this SEO entry?', okText: 'Delete', danger: true,
      run: (page) => api.remove(page._id),
      failureMessage: 'The SEO entry could not be deleted. Please try again.',
    },
  });
  const add = <AddButton label="Add Page" onClick={() => navigate('/seo/add')} />;

  return (
    <ListPage<SeoPage>
      title="SEO"
      actions={add}
      list={list}
      search="Search now"
      columns={columns}
      rowName={(page) => page.title}
      onEdit={(page) => navigate(`/edit-seo/${encodeURIComponent(page.title)}`)}
      rowActionsWidth={180}
      emptyText="No pages found"
      emptyAction={add}
    />
  );
}
