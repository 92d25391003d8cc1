import { useCallback } from 'react';
import { Avatar, Button, Space, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined, UserOutlined } from '@ant-design/icons';
import { Can, Dialogs, ListPage, formatDate, useClientList, useRemoteRows, useNavigate, usePermission, useService } from '@backoffice/kernel';
import type { Review } from '../api';
import { ReviewsApiToken } from '../tokens';

const PAGE_SIZE = 10;

/** /reviews: customer reviews in row order, searchable by full name. */
export default function ReviewsList() {
  const api = useService(ReviewsApiToken);
  const dialogs = useService(Dialogs);
  const navigate = useNavigate();
  const canWrite = usePermission('content:write');
  const { rows, loading, error, reload } = useRemoteRows(() => api.list(), 'Failed to load the reviews. Please try again.');

  const searchIn = useCallback((review: Review) => [review.fullName], []);
  const list = useClientList(rows, { pageSize: PAGE_SIZE, searchIn });

  const remove = async (review: Review) => {
    const removed = await dialogs.confirmAndRun(`The review by ${review.fullName} will be removed from the public site.`, {
      title: 'Delete this review?', okText: 'Delete', danger: true,
      run: () => api.remove(review._id),
      failureMessage: 'The review could not be deleted. Please try again.',
    });
    if (removed) await reload();
  };

  const clamp = (text: string) => (
    <Typography.Paragraph style={{ margin: 0, maxWidth: 260 }} ellipsis={{ rows: 2, tooltip: text }}>{text}</Typography.Paragraph>
  );
  const columns: TableColumnsType<Review> = [
    { title: 'Full Name', key: 'name', render: (_v, review) => review.fullName },
    {
      title: 'Avatar',
      key: 'avatar',
      render: (_v, review) => <Avatar src={review.avatarURL || undefined} icon={<UserOutlined />} alt={`${review.fullName} avatar`} />,
    },
    { title: 'Role', key: 'role', render: (_v, review) => review.role },
    { title: 'Title', key: 'title', render: (_v, review) => clamp(review.title) },
    { title: 'Description', key: 'description', render: (_v, review) => clamp(review.description) },
    { title: 'Date Created', key: 'date', render: (_v, review) => formatDate(review.date) },
    { title: 'Row', key: 'row', width: 70, render: (_v, review) => review.row },
  ];
  if (canWrite) {
    columns.push({
      title: 'Actions',
      key: 'actions',
      render: (_v, review) => (
        <Space>
          <Button icon={<EditOutlined />} aria-label={`Edit ${review.fullName}`} onClick={() => navigate('/reviews/edit-review', { state: { review } })} />
          <Button danger icon={<DeleteOutlined />} aria-label={`Delete ${review.fullName}`} onClick={() => void remove(review)} />
        </Space>
      ),
    });
  }

  return (
    <ListPage<Review>
      title="Reviews"
      actions={
        <Can permission="content:write">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/add-new-review')}>Add New</Button>
        </Can>
      }
      search={{ placeholder: 'Search by full name', value: list.query, onChange: list.setQuery }}
      columns={columns}
      rowKey={(review) => review._id}
      rows={list.pageRows}
      page={list.page}
      pageCount={list.pageCount}
      onPage={list.setPage}
      loading={loading}
      error={error}
      onRetry={() => void reload()}
      emptyText={list.query ? 'No review matches your search.' : 'No reviews yet.'}
    />
  );
}
