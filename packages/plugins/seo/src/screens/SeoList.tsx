import { useCallback } from 'react';
import { Button, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import type { TableColumnsType } from 'antd';
import { ListPage, useClientList, useNavigate, usePermission, useRemoteRows, useService } from '@backoffice/kernel';
import { joinList, type SeoPage } from '../api';
import { SeoApiToken } from '../tokens';

const PAGE_SIZE = 10;

/** /seo: one row per public page; search over title, meta tags and meta description (content spec §5). */
export default function SeoList() {
  const api = useService(SeoApiToken);
  const navigate = useNavigate();
  const canWrite = usePermission('content:write');
  // The spec's wording for a failed load, whatever the server said.
  const { rows, loading, error, reload } = useRemoteRows(() => api.list().catch(() => Promise.reject(new Error('Failed to load pages. Please try again later.'))), 'Failed to load pages. Please try again later.');

  const searchIn = useCallback((page: SeoPage) => [page.title, joinList(page.metaTags), page.metaDescription], []);
  const list = useClientList(rows, { pageSize: PAGE_SIZE, searchIn });

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
  if (canWrite) {
    columns.push({
      title: 'Actions',
      key: 'actions',
      width: 100,
      render: (_v, page) => (
        <Button icon={<EditOutlined />} aria-label={`Edit ${page.title}`} onClick={() => navigate(`/edit-seo/${encodeURIComponent(page.title)}`)}>
          Edit
        </Button>
      ),
    });
  }

  return (
    <ListPage<SeoPage>
      title="SEO"
      search={{ placeholder: 'Search now', value: list.query, onChange: list.setQuery }}
      columns={columns}
      rowKey={(page) => page._id}
      rows={list.pageRows}
      page={list.page}
      pageCount={list.pageCount}
      onPage={list.setPage}
      loading={loading}
      error={error}
      onRetry={() => void reload()}
      emptyText="No pages found"
    />
  );
}
