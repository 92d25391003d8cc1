import { useCallback } from 'react';
import { Button, Space, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Can, Dialogs, ListPage, errorMessage, observer, useClientList, useNavigate, usePermission, useService } from '@backoffice/kernel';
import type { Podcast } from '../api';
import { PodcastsStoreToken } from '../tokens';

const PAGE_SIZE = 8;

/** The podcasts list: search, 8 per page, edit and delete for writers. */
export const PodcastsTab = observer(function PodcastsTab() {
  const store = useService(PodcastsStoreToken);
  const dialogs = useService(Dialogs);
  const navigate = useNavigate();
  const canWrite = usePermission('content:write');
  const searchIn = useCallback((podcast: Podcast) => [podcast.title, podcast.category, podcast.url], []);
  const list = useClientList(store.podcasts, { pageSize: PAGE_SIZE, searchIn });

  const remove = async (podcast: Podcast) => {
    const ok = await dialogs.confirm(`Are you sure you want to delete the podcast "${podcast.title}"?`, {
      title: 'Delete podcast',
      okText: 'Delete',
      danger: true,
    });
    if (!ok) return;
    try {
      await dialogs.busy(store.remove(podcast._id));
    } catch (error) {
      await dialogs.error(errorMessage(error, 'The podcast could not be deleted. Please try again.'));
    }
  };

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
  if (canWrite) {
    columns.push({
      title: 'Actions',
      key: 'actions',
      render: (_value, podcast) => (
        <Space>
          {/* Icon buttons with tooltips: the podcast table has many columns to fit beside the sidebar. */}
          <Tooltip title="Edit">
            <Button
              icon={<EditOutlined />}
              aria-label={`Edit ${podcast.title}`}
              onClick={() =>
                navigate(`/resources/podcasts/update?id=${encodeURIComponent(podcast._id)}`, { state: { action: 'edit', id: podcast._id } })
              }
            />
          </Tooltip>
          <Tooltip title="Delete">
            <Button danger icon={<DeleteOutlined />} aria-label={`Delete ${podcast.title}`} onClick={() => void remove(podcast)} />
          </Tooltip>
        </Space>
      ),
    });
  }

  return (
    <ListPage<Podcast>
      title="All Podcasts"
      actions={
        <Can permission="content:write">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/resources/podcasts/update', { state: { action: 'add' } })}>
            Add New
          </Button>
        </Can>
      }
      search={{ placeholder: 'Search now', value: list.query, onChange: list.setQuery }}
      columns={columns}
      rowKey={(podcast) => podcast._id}
      rows={list.pageRows}
      page={list.page}
      pageCount={list.pageCount}
      onPage={list.setPage}
      loading={store.loading}
      error={store.error}
      onRetry={() => void store.load()}
      emptyText={list.query ? 'No podcast matches your search.' : 'No podcasts yet.'}
    />
  );
});
