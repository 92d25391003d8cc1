import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Select, Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Can, Dialogs, ListPage, errorMessage, observer, useClientList, useNavigate, usePermission, useService } from '@backoffice/kernel';
import type { Article, ArticleStatus } from '../api';
import { STATUS_LABELS, statusText } from '../publishing';
import { KINDS, type ArticleKind } from '../kinds';
import { ArticlesStoreToken } from '../tokens';

const PAGE_SIZE = 8;
const STATUS_COLOURS: Record<ArticleStatus, string> = { draft: 'default', published: 'green', scheduled: 'blue' };

const clipped = (text: string, width: number) => (
  <Typography.Text style={{ maxWidth: width }} ellipsis={{ tooltip: text }}>{text}</Typography.Text>
);

/** One list for blogs, resource-center articles and guides: search, 8 per page, add/edit/delete for writers. */
const ArticlesList = observer(function ArticlesList({ kind }: { kind: ArticleKind }) {
  const store = useService(ArticlesStoreToken);
  const dialogs = useService(Dialogs);
  const navigate = useNavigate();
  const canWrite = usePermission('content:write');
  const text = KINDS[kind];
  const list = store.lists[kind];
  const searchIn = useCallback((article: Article) => [article.title, article.description], []);
  // The state filter works on the loaded rows, like the search.
  const [status, setStatus] = useState<ArticleStatus | 'all'>('all');
  const rows = useMemo(() => (status === 'all' ? list.rows : list.rows.filter((article) => article.status === status)), [list.rows, status]);
  const view = useClientList(rows, { pageSize: PAGE_SIZE, searchIn });

  useEffect(() => {
    void store.load(kind);
  }, [store, kind]);

  const remove = async (article: Article) => {
    const ok = await dialogs.confirm(`Are you sure you want to delete the ${text.noun} "${article.title}"?`, {
      title: `Delete ${text.noun}`,
      okText: 'Delete',
      danger: true,
    });
    if (!ok) return;
    try {
      await dialogs.busy(store.remove(kind, article._id));
    } catch (error) {
      await dialogs.error(errorMessage(error, `The ${text.noun} could not be deleted. Please try again.`));
    }
  };

  const columns: TableColumnsType<Article> = [
    { title: 'Subtitle', key: 'subtitle', render: (_value, article) => (article.subtitle ? clipped(article.subtitle, 160) : '-') },
    { title: 'Title', key: 'title', render: (_value, article) => <Typography.Text strong>{article.title}</Typography.Text> },
    { title: 'Description', key: 'description', render: (_value, article) => clipped(article.description, 260) },
    { title: 'Written by', key: 'creator', render: (_value, article) => article.creator },
    { title: 'Category', key: 'category', render: (_value, article) => article.category },
    {
      title: 'Status',
      key: 'status',
      render: (_value, article) => (
        <Tag color={STATUS_COLOURS[article.status]}>{statusText(article.status, article.publishAt)}</Tag>
      ),
    },
  ];
  if (canWrite) {
    columns.push({
      title: 'Actions',
      key: 'actions',
      render: (_value, article) => (
        <Space>
          <Button
            icon={<EditOutlined />}
            aria-label={`Edit ${article.title}`}
            onClick={() => navigate(`${text.editorPath}?id=${encodeURIComponent(article._id)}`, { state: { id: article._id } })}
          >
            Edit
          </Button>
          <Button danger icon={<DeleteOutlined />} aria-label={`Delete ${article.title}`} onClick={() => void remove(article)}>
            Delete
          </Button>
        </Space>
      ),
    });
  }

  return (
    <ListPage<Article>
      title={text.listTitle}
      actions={
        <Can permission="content:write">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(text.editorPath)}>
            Add New
          </Button>
        </Can>
      }
      search={{ placeholder: 'Search now', value: view.query, onChange: view.setQuery }}
      toolbar={
        <Select
          aria-label="Filter by status"
          style={{ minWidth: 160 }}
          value={status}
          onChange={(value: ArticleStatus | 'all') => setStatus(value)}
          options={[{ value: 'all', label: 'All states' }, ...(['published', 'scheduled', 'draft'] as const).map((value) => ({ value, label: STATUS_LABELS[value] }))]}
        />
      }
      columns={columns}
      rowKey={(article) => article._id}
      rows={view.pageRows}
      page={view.page}
      pageCount={view.pageCount}
      onPage={view.setPage}
      loading={list.loading && !list.loaded}
      error={list.error}
      onRetry={() => void store.load(kind)}
      emptyText={view.query || status !== 'all' ? `No ${text.noun} matches your search.` : `No ${text.noun}s yet.`}
    />
  );
});

export const BlogsList = () => <ArticlesList kind="blog" />;
export const ResourceCenterList = () => <ArticlesList kind="resource" />;
export const GuidesList = () => <ArticlesList kind="guide" />;
