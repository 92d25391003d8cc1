import { Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { AddButton, ListPage, observer, useListController, useNavigate, useService } from '@backoffice/kernel';
import type { Podcast } from '../api';
import { PodcastsStoreToken } from '../tokens';

const columns: TableColumnsType<Podcast> = [
  {
    title: 'Title',
    key: 'title',
    render: (_value, podcast) => (
      <Space size={8} wrap={false}>
        <Typography.Text strong style={{ maxWidth: 220 }} ellipsis={{ tooltip: podcast.title }}>{podcast.title}</Typography.Text>
        {podcast.isLiveNow && <Tag color="red">Live</Tag>}
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
        <img src={podcast.cover} alt={`Cover of ${podcast.title}`} style={{ width: 72, height: 46, objectFit: 'cover', borderRadius: 4, display: 'block' }} />
      ) : (
        <Typography.Text type="secondary">No Image</Typography.Text>
      ),
  },
  { title: 'Date Scheduled', key: 'date', render: (_value, podcast) => podcast.formattedDate || podcast.dateScheduled },
  { title: 'Category', key: 'category', render: (_value, podcast) => podcast.category },
];

/** The podcasts list: search, 8 per page, edit and delete for writers (the page loads the store). */
export const PodcastsTab = observer(function PodcastsTab() {
  const store = useService(PodcastsStoreToken);
  const navigate = useNavigate();
  const list = useListController<Podcast>({
    source: { rows: store.podcasts, loading: store.loading, error: store.error, reload: () => store.load() },
    pageSize: 8,
    searchIn: (podcast) => [podcast.title, podcast.category, podcast.url],
    remove: {
      confirm: (podcast) => `Are you sure you want to delete the podcast "${podcast.title}"?`,
      title: 'Delete podcast', okText: 'Delete', danger: true,
      run: (podcast) => store.remove(podcast._id),
      failureMessage: 'The podcast could not be deleted. Please try again.',
    },
  });

  return (
    <ListPage<Podcast>
      title="All Podcasts"
      actions={<AddButton onClick={() => navigate('/resources/podcasts/update', { state: { action: 'add' } })} />}
      list={list}
      search="Search now"
      columns={columns}
      rowName={(podcast) => podcast.title}
      onEdit={(podcast) => navigate(`/resources/podcasts/update?id=${encodeURIComponent(podcast._id)}`, { state: { action: 'edit', id: podcast._id } })}
      // Icon buttons with tooltips: the podcast table has many columns to fit beside the sidebar.
      compactActions="tooltips"
      emptyText="No podcasts yet."
      noMatchText="No podcast matches your search."
    />
  );
});
