import { useState } from 'react';
import { Select, Typography } from 'antd';
import type { PublishState } from '@backoffice/contracts';
import { AddButton, ListPage, PUBLISH_STATE_LABELS, publishStateColumn, useListController, useNavigate, useService, useTranslationsColumn, type ListColumn } from '@backoffice/kernel';
import type { Article } from '../api';
import { KINDS, type ArticleKind } from '../kinds';
import { ArticlesApiToken } from '../tokens';

const clipped = (text: string, width: number) => (
  <Typography.Text style={{ maxWidth: width }} ellipsis={{ tooltip: text }}>{text}</Typography.Text>
);

// On a phone the title stays in the row; the rest (its state included) opens under it.
const columns: ListColumn<Article>[] = [
  { title: 'Subtitle', key: 'subtitle', phone: 'expand', render: (_value, article) => (article.subtitle ? clipped(article.subtitle, 160) : '-') },
  { title: 'Title', key: 'title', sortKey: 'title', phone: 'show', render: (_value, article) => <Typography.Text strong>{article.title}</Typography.Text> },
  { title: 'Description', key: 'description', render: (_value, article) => clipped(article.description, 260) },
  { title: 'Written by', key: 'creator', sortKey: 'creator', render: (_value, article) => article.creator },
  { title: 'Category', key: 'category', sortKey: 'category', render: (_value, article) => article.category },
  publishStateColumn<Article>(),
];

/** One list for blogs, resource-center articles and guides: search, state filter, 8 per page, add/edit/delete for writers. */
function ArticlesList({ kind }: { kind: ArticleKind }) {
  const api = useService(ArticlesApiToken);
  const navigate = useNavigate();
  const text = KINDS[kind];
  const [state, setState] = useState<PublishState | 'all'>('all');
  const list = useListController<Article>({
    load: () => api.list(kind),
    pageSize: 8,
    searchIn: (article) => [article.title, article.description],
    // The state filter works on the loaded rows, like the search.
    filter: state === 'all' ? undefined : (article) => article.state === state,
    remove: {
      // The spec's question ('…delete this blog?'), then which one.
      confirm: (article) => `Are you sure you want to delete this ${text.noun}? "${article.title}" will be removed from the site.`,
      title: `Delete ${text.noun}`, okText: 'Delete', danger: true,
      run: (article) => api.remove(article._id),
      failureMessage: `The ${text.noun} could not be deleted. Please try again.`,
    },
  });
  // Which of the site's languages each article is complete in (a one-language site has no such column).
  const languages = useTranslationsColumn<Article>('articles', (article) => article._id);

  return (
    <ListPage<Article>
      title={text.listTitle}
      actions={<AddButton noun={text.Noun} onClick={() => navigate(text.editorPath)} />}
      list={list}
      search="Search now"
      toolbar={
        <Select
          aria-label="Filter by status"
          style={{ minWidth: 160 }}
          value={state}
          onChange={(value: PublishState | 'all') => setState(value)}
          options={[{ value: 'all', label: 'All states' }, ...(['published', 'changed', 'scheduled', 'draft'] as const).map((value) => ({ value, label: PUBLISH_STATE_LABELS[value] }))]}
        />
      }
      columns={languages ? [...columns, languages] : columns}
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
