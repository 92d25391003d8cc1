import { Space, Tag, Typography } from 'antd';
import {
  AddButton,
  ListPage,
  formatDate,
  observer,
  publishStateColumn,
  useListController,
  useMessages,
  useNavigate,
  useService,
  type ListColumn,
} from '@backoffice/kernel';
import type { Podcast } from '../api';
import { PodcastsStoreToken } from '../tokens';

/** A text of the table in the admin's language (the columns are declared outside a component). */
function Translated({ text }: { text: string }) {
  const { t } = useMessages();
  return <>{t(text)}</>;
}

const columns: ListColumn<Podcast>[] = [
  {
    title: 'Title',
    key: 'title',
    render: (_value, podcast) => (
      <Space size={8} wrap={false}>
        <Typography.Text strong style={{ maxWidth: 220 }} ellipsis={{ tooltip: podcast.title }}>
          {podcast.title}
        </Typography.Text>
        {podcast.isLiveNow && (
          <Tag color="red">
            <Translated text="Live" />
          </Tag>
        )}
      </Space>
    ),
  },
  {
    title: 'URL',
    key: 'url',
    render: (_value, podcast) => (
      <Typography.Link href={podcast.url} target="_blank" rel="noopener noreferrer" style={{ maxWidth: 170 }} ellipsis>
        {podcast.url}
      </Typography.Link>
    ),
  },
  {
    title: 'Cover',
    key: 'cover',
    render: (_value, podcast) =>
      podcast.cover ? (
        <PodcastCover podcast={podcast} />
      ) : (
        <Typography.Text type="secondary">
          <Translated text="No Image" />
        </Typography.Text>
      ),
  },
  {
    title: 'Date Scheduled',
    key: 'date',
    sortKey: 'dateScheduled',
    render: (_value, podcast) => scheduledDate(podcast),
  },
  {
    title: 'Category',
    key: 'category',
    sortKey: 'category',
    render: (_value, podcast) => <Translated text={podcast.category} />,
  },
  publishStateColumn<Podcast>(),
];

/** A podcast's cover, its text alternative in the admin's language. */
function PodcastCover({ podcast }: { podcast: Podcast }) {
  const { t } = useMessages();
  return (
    <img
      src={podcast.cover}
      alt={t('Cover of {{title}}', { title: podcast.title })}
      style={{ width: 72, height: 46, objectFit: 'cover', borderRadius: 4, display: 'block' }}
    />
  );
}

/** The scheduled day in the admin's language (a calendar day: read at local midnight, not UTC). */
function scheduledDate(podcast: Podcast): string {
  const formatted = formatDate(`${podcast.dateScheduled}T00:00:00`);
  return formatted === '-' ? podcast.formattedDate || podcast.dateScheduled : formatted;
}

/** The podcasts list: search, 8 per page, edit and delete for writers (the page loads the store). */
export const PodcastsTab = observer(function PodcastsTab() {
  const { t } = useMessages();
  const store = useService(PodcastsStoreToken);
  const navigate = useNavigate();
  const list = useListController<Podcast>({
    source: {
      rows: store.podcasts,
      loading: store.loading,
      error: store.error && t(store.error),
      reload: () => store.load(),
    },
    pageSize: 8,
    searchIn: (podcast) => [podcast.title, podcast.category, podcast.url],
    remove: {
      confirm: (podcast) => t('Are you sure you want to delete the podcast "{{title}}"?', { title: podcast.title }),
      title: t('Delete podcast'),
      run: (podcast) => store.remove(podcast._id),
      failureMessage: t('The podcast could not be deleted. Please try again.'),
    },
  });

  return (
    <ListPage<Podcast>
      title={t('All Podcasts')}
      actions={
        <AddButton
          noun="Podcast"
          onClick={() => navigate('/resources/podcasts/update', { state: { action: 'add' } })}
        />
      }
      list={list}
      search={t('Search now')}
      columns={columns}
      translations={{ kind: 'podcasts', idOf: (podcast) => podcast._id }}
      rowName={(podcast) => podcast.title}
      onEdit={(podcast) =>
        navigate(`/resources/podcasts/update?id=${encodeURIComponent(podcast._id)}`, {
          state: { action: 'edit', id: podcast._id },
        })
      }
      // Icon buttons with tooltips: the podcast table has many columns to fit beside the sidebar.
      compactActions="tooltips"
      emptyText={t('No podcasts yet.')}
      noMatchText={t('No podcast matches your search.')}
    />
  );
});
