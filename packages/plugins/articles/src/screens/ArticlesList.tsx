import { useMemo } from 'react';
import { Select, Typography } from 'antd';
import type { PublishState } from '@backoffice/contracts';
import {
  AddButton,
  formatDate,
  ListPage,
  observer,
  PUBLISH_STATE_LABELS,
  publishStateColumn,
  useListController,
  useMessages,
  useNavigate,
  useService,
  type ListColumn,
  type Translate,
} from '@backoffice/kernel';
import type { Article } from '../api';
import { KINDS, type ArticleKind } from '../kinds';
import { kindMessages } from '../kind-texts';
import { ArticleListStoreTokens, ArticlesApiToken } from '../tokens';

const clipped = (text: string, width: number) => (
  <Typography.Text style={{ maxWidth: width }} ellipsis={{ tooltip: text }}>
    {text}
  </Typography.Text>
);

/** An article's day (YYYY-MM-DD) as the admin's language writes it, read at local midnight (not UTC). */
function articleDay(article: Article): string {
  const formatted = formatDate(`${article.date}T00:00:00`);
  return formatted === '-' ? article.date || '-' : formatted;
}

// On a phone the title stays in the row; the rest (its state included) opens under it. Column titles are read in
// the plugin's catalog by the list; the categories (the kernel's vocabulary) are said in the admin's language.
const columnsOf = (t: Translate): ListColumn<Article>[] => [
  {
    title: 'Subtitle',
    key: 'subtitle',
    phone: 'expand',
    render: (_value, article) => (article.subtitle ? clipped(article.subtitle, 160) : '-'),
  },
  {
    title: 'Title',
    key: 'title',
    sortKey: 'title',
    phone: 'show',
    render: (_value, article) => <Typography.Text strong>{article.title}</Typography.Text>,
  },
  { title: 'Description', key: 'description', render: (_value, article) => clipped(article.description, 260) },
  { title: 'Written by', key: 'creator', sortKey: 'creator', render: (_value, article) => article.creator },
  { title: 'Category', key: 'category', sortKey: 'category', render: (_value, article) => t(article.category) },
  {
    title: 'Date Created',
    key: 'date',
    sortKey: 'date',
    phone: 'expand',
    render: (_value, article) => articleDay(article),
  },
  publishStateColumn<Article>(),
];

/** One list for blogs, resource-center articles and guides: search, state filter, 8 per page, add/edit/delete for writers. */
const ArticlesList = observer(function ArticlesList({ kind }: { kind: ArticleKind }) {
  const { t } = useMessages();
  const api = useService(ArticlesApiToken);
  const navigate = useNavigate();
  const text = KINDS[kind];
  const says = useMemo(() => kindMessages(kind, t), [kind, t]);
  const columns = useMemo(() => columnsOf(t), [t]);
  const store = useService(ArticleListStoreTokens[kind]);
  // The state filter is the store's (kept while the admin edits an article), applied to the loaded rows like the search.
  const state = (store.query.filters.state ?? 'all') as PublishState | 'all';
  const setState = (value: PublishState | 'all') => store.setFilter('state', value === 'all' ? '' : value);
  const list = useListController<Article>({
    store,
    pageSize: 8,
    searchIn: (article) => [article.title, article.description],
    filter: state === 'all' ? undefined : (article) => article.state === state,
    remove: {
      confirm: (article) => says.deleteConfirm(article.title),
      title: says.deleteTitle,
      run: (article) => api.remove(article._id),
      failureMessage: says.deleteFailure,
    },
  });

  return (
    <ListPage<Article>
      title={says.listTitle}
      actions={<AddButton noun={says.addNoun} onClick={() => navigate(text.editorPath)} />}
      list={list}
      search={t('Search now')}
      toolbar={
        <Select
          aria-label={t('Filter by status')}
          style={{ minWidth: 160 }}
          value={state}
          onChange={(value: PublishState | 'all') => setState(value)}
          options={[
            { value: 'all', label: t('All states') },
            ...(['published', 'changed', 'scheduled', 'draft'] as const).map((value) => ({
              value,
              label: t(PUBLISH_STATE_LABELS[value]),
            })),
          ]}
        />
      }
      columns={columns}
      translations={{ kind: 'articles', idOf: (article) => article._id }}
      rowName={(article) => article.title}
      onEdit={(article) =>
        navigate(`${text.editorPath}?id=${encodeURIComponent(article._id)}`, { state: { id: article._id } })
      }
      emptyText={says.emptyText}
      noMatchText={says.noMatchText}
    />
  );
});

export const BlogsList = () => <ArticlesList kind="blog" />;
export const ResourceCenterList = () => <ArticlesList kind="resource" />;
export const GuidesList = () => <ArticlesList kind="guide" />;
