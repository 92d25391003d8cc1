import { Avatar, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { AddButton, ListPage, formatDate, useListController, useNavigate, useService } from '@backoffice/kernel';
import type { Review } from '../api';
import { ReviewsApiToken } from '../tokens';

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

/** /reviews: customer reviews in row order, searchable by full name. */
export default function ReviewsList() {
  const api = useService(ReviewsApiToken);
  const navigate = useNavigate();
  const list = useListController<Review>({
    load: () => api.list(),
    pageSize: 10,
    searchIn: (review) => [review.fullName],
    failureMessage: 'Failed to load the reviews. Please try again.',
    remove: {
      confirm: (review) => `The review by ${review.fullName} will be removed from the public site.`,
      title: 'Delete this review?', okText: 'Delete', danger: true,
      run: (review) => api.remove(review._id),
      failureMessage: 'The review could not be deleted. Please try again.',
    },
  });

  return (
    <ListPage<Review>
      title="Reviews"
      actions={<AddButton onClick={() => navigate('/add-new-review')} />}
      list={list}
      search="Search by full name"
      columns={columns}
      rowName={(review) => review.fullName}
      onEdit={(review) => navigate(`/reviews/edit-review?id=${encodeURIComponent(review._id)}`)}
      compactActions
      emptyText="No reviews yet."
      noMatchText="No review matches your search."
    />
  );
}
