import { useCallback } from 'react';
import { Button, Space, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Can, Dialogs, ListPage, useClientList, useRemoteRows, useNavigate, usePermission, useService } from '@backoffice/kernel';
import type { Faq } from '../api';
import { FaqsApiToken } from '../tokens';

const PAGE_SIZE = 10;

/** /faqs: every FAQ in row order, searchable on question and answer. */
export default function FaqsList() {
  const api = useService(FaqsApiToken);
  const dialogs = useService(Dialogs);
  const navigate = useNavigate();
  const canWrite = usePermission('content:write');
  const { rows, loading, error, reload } = useRemoteRows(() => api.list(), 'Failed to load the FAQs. Please try again.');

  const searchIn = useCallback((faq: Faq) => [faq.question, faq.answer], []);
  const list = useClientList(rows, { pageSize: PAGE_SIZE, searchIn });

  const remove = async (faq: Faq) => {
    const removed = await dialogs.confirmAndRun('This FAQ will be removed from the public site.', {
      title: 'Delete this FAQ?', okText: 'Delete', danger: true,
      run: () => api.remove(faq._id),
      failureMessage: 'The FAQ could not be deleted. Please try again.',
    });
    if (removed) await reload();
  };

  const columns: TableColumnsType<Faq> = [
    { title: 'Row', key: 'row', width: 70, render: (_v, faq) => faq.row },
    { title: 'Question', key: 'question', render: (_v, faq) => <Typography.Text strong>{faq.question}</Typography.Text> },
    {
      title: 'Answer',
      key: 'answer',
      render: (_v, faq) => (
        <Typography.Paragraph style={{ margin: 0, maxWidth: 520 }} ellipsis={{ rows: 2, tooltip: faq.answer }}>{faq.answer}</Typography.Paragraph>
      ),
    },
  ];
  if (canWrite) {
    columns.push({
      title: 'Actions',
      key: 'actions',
      render: (_v, faq) => (
        <Space>
          <Button icon={<EditOutlined />} aria-label={`Edit ${faq.question}`} onClick={() => navigate('/faq/edit', { state: { action: 'edit', faq } })}>
            Edit
          </Button>
          <Button danger icon={<DeleteOutlined />} aria-label={`Delete ${faq.question}`} onClick={() => void remove(faq)}>
            Delete
          </Button>
        </Space>
      ),
    });
  }

  return (
    <ListPage<Faq>
      title="FAQs"
      actions={
        <Can permission="content:write">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate('/faq/edit', { state: { action: 'add', nextRow: rows.reduce((max, faq) => Math.max(max, faq.row), 0) + 1 } })}
          >
            Add New
          </Button>
        </Can>
      }
      search={{ placeholder: 'Search now', value: list.query, onChange: list.setQuery }}
      columns={columns}
      rowKey={(faq) => faq._id}
      rows={list.pageRows}
      page={list.page}
      pageCount={list.pageCount}
      onPage={list.setPage}
      showPageOf
      loading={loading}
      error={error}
      onRetry={() => void reload()}
      emptyText={list.query ? 'No FAQ matches your search.' : 'No FAQs yet.'}
    />
  );
}
