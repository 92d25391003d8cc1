import { useState } from 'react';
import { Select, Tag, Typography } from 'antd';
import { AddButton, ListPage, useListController, useNavigate, useService, type ListColumn } from '@backoffice/kernel';
import type { Article, ArticleStatus } from '../api';
import { STATUS_LABELS, statusText } from '../publishing';
import { KINDS, type ArticleKind } from '../kinds';
import { ArticlesApiToken } from '../tokens';

const STATUS_COLOURS: Record<ArticleStatus, string> = { draft: 'default', published: 'green', scheduled: 'blue' };

const clipped = (text: string, width: number) => (
  <Typography.Text style={{ maxWidth: width }} ellipsis={{ tooltip: text }}>{text}</Typography.Text>
);

// On a phone the title stays in the row; the rest (its state included) opens under it.
const columns: ListColumn<Article>[] = [
  { title: 'Subtitle', key: 'subtitle', phone: 'expand', render: (_value, article) => (article.subtitle ? clipped(article.subtitle, 160) : '-') },
  { title: 'Title', key: 'title', phone: 'show', render: (_value, article) => <Typography.Text strong>{article.title}</Typography.Text> },
  { title: 'Description', key: 'description', render: (_value, article) => clipped(article.description, 260) },
  { title: 'Written by', key: 'creator', render: (_value, article) => article.creator },
  { title: 'Category', key: 'category', render: (_value, article) => article.category },
  {
    title: 'Status',
    key: 'status',
    render: (_value, article) => <Tag color={STATUS_COLOURS[article.status]}>{statusText(article.status, article.publishAt)}</Tag>,
  },
];

/** One list for blogs, resource-center articles and guides: search, state filter, 8 per page, add/edit/delete for writers. */
function ArticlesList({ kind }: { kind: ArticleKind }) {
  const api = useService(ArticlesApiToken);
  const navigate = useNavigate();
  const text = KINDS[kind];
  const [status, setStatus] = useState<ArticleStatus | 'all'>('all');
  const list = useListController<Article>({
    load: () => api.list(kind),
    pageSize: 8,
    searchIn: (article) => [article.title, article.description],
    // The state filter works on the loaded rows, like the search.
    filter: status === 'all' ? undefined : (article) => article.status === status,
    remove: {
      confirm: (article) => `Are you sure you want to delete the ${text.noun} "${article.title}"?`,
      title: `Delete ${text.noun}`, okText: 'Delete', danger: true,
      run: (article) => api.remove(article._id),
      failureMessage: `The ${text.noun} could not be deleted. Please try again.`,
    },
  });

  return (
    <ListPage<Article>
      title={text.listTitle}
      actions={<AddButton onClick={() => navigate(text.editorPath)} />}
      list={list}
      search="Search now"
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
      rowName={(article) => article.title}
      onEdit={(article) => navigate(`${text.editorPath}?id=${encodeURIComponent(article._id)}`, { state: { id: article._id } })}
      emptyText={`No ${text.noun}s yet.`}
      noMatchText={`No ${text.noun} matches your search.`}
    />
  );
}

export const BlogsList = () => <ArticlesList kind="blog" />;
export const ResourceCenterList = () => <ArticlesList kind="resource" />;
export const GuidesList = () => <ArticlesList kind="guide" />;
