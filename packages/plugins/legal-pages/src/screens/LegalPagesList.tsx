import { useCallback } from 'react';
import { Button } from 'antd';
import type { TableColumnsType } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { ListPage, useClientList, useNavigate, usePermission, useRemoteRows, useService } from '@backoffice/kernel';
import type { LegalPage } from '../api';
import { LegalPagesApiToken } from '../tokens';

/** /legal-pages: Title, Last Update and Edit (the pages themselves are fixed: terms, privacy, cookies...). */
export default function LegalPagesList() {
  const api = useService(LegalPagesApiToken);
  const navigate = useNavigate();
  const canWrite = usePermission('content:write');
  const { rows, loading, error, reload } = useRemoteRows(() => api.list(), 'Failed to load the legal pages. Please try again.');
  const searchIn = useCallback((page: LegalPage) => [page.title], []);
  const list = useClientList(rows, { pageSize: 10, searchIn });

  const columns: TableColumnsType<LegalPage> = [
    { title: 'Title', key: 'title', render: (_v, page) => page.title },
    { title: 'Last Update', key: 'updated', render: (_v, page) => page.formattedDate },
  ];
  if (canWrite) {
    columns.push({
      title: 'Actions',
      key: 'actions',
      width: 100,
      render: (_v, page) => (
        <Button icon={<EditOutlined />} aria-label={`Edit ${page.title}`} onClick={() => navigate(`/legal-pages/edit?id=${encodeURIComponent(page._id)}`)}>
          Edit
        </Button>
      ),
    });
  }

  return (
    <ListPage
      title="Legal Pages"
      search={{ placeholder: 'Search by title', value: list.query, onChange: list.setQuery }}
      columns={columns}
      rowKey={(page) => page._id}
      rows={list.pageRows}
      page={list.page}
      pageCount={list.pageCount}
      onPage={list.setPage}
      loading={loading}
      error={error}
      onRetry={() => void reload()}
      emptyText={list.query ? 'No legal page matches your search.' : 'No legal pages yet.'}
    />
  );
}
