import { Avatar, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import {
  AddButton,
  ListPage,
  formatDate,
  publishStateColumn,
  useListController,
  useMessages,
  useService,
  type ListColumn,
  observer,
} from '@backoffice/kernel';
import type { Review } from '../api';
import { ReviewsApiToken, ReviewsListStoreToken } from '../tokens';

const clamp = (text: string) => (
  <Typography.Paragraph style={{ margin: 0, maxWidth: 260 }} ellipsis={{ rows: 2, tooltip: text }}>
    {text}
  </Typography.Paragraph>
);
const columns: ListColumn<Review>[] = [
  { title: 'Full Name', key: 'name', sortKey: 'fullName', render: (_v, review) => review.fullName },
  {
    title: 'Avatar',
    key: 'avatar',
    render: (_v, review) => <ReviewAvatar review={review} />,
  },
  { title: 'Role', key: 'role', sortKey: 'role', render: (_v, review) => review.role },
  { title: 'Title', key: 'title', render: (_v, review) => clamp(review.title) },
  { title: 'Description', key: 'description', render: (_v, review) => clamp(review.description) },
  { title: 'Date Created', key: 'date', sortKey: 'date', render: (_v, review) => formatDate(review.date) },
  { title: 'Row', key: 'row', sortKey: 'row', width: 70, render: (_v, review) => review.row },
  publishStateColumn<Review>(),
];

/** /reviews: customer reviews in row order, searchable by full name. */
export default observer(function ReviewsList() {
  const { t } = useMessages();
  const api = useService(ReviewsApiToken);
  const list = useListController<Review>({
    store: useService(ReviewsListStoreToken),
    searchIn: (review) => [review.fullName],
    failureMessage: t('Failed to load the reviews. Please try again.'),
    remove: {
      confirm: (review) => t('The review by {{name}} will be removed from the public site.', { name: review.fullName }),
      title: t('Delete this review?'),
      run: (review) => api.remove(review._id),
      failureMessage: t('The review could not be deleted. Please try again.'),
    },
  });

  return (
    <ListPage<Review>
      title={t('Reviews')}
      actions={<AddButton noun="Review" to="/add-new-review" />}
      list={list}
      search={t('Search by full name')}
      columns={columns}
      translations={{ kind: 'reviews', idOf: (review) => review._id }}
      rowName={(review) => review.fullName}
      editPath={(review) => `/reviews/edit-review?id=${encodeURIComponent(review._id)}`}
      compactActions
      emptyText={t('No reviews yet.')}
      noMatchText={t('No review matches your search.')}
    />
  );
});

/** The reviewer's picture, its text alternative in the admin's language. */
function ReviewAvatar({ review }: { review: Review }) {
  const { t } = useMessages();
  return (
    <Avatar
      src={review.avatarURL || undefined}
      icon={<UserOutlined />}
      alt={t('{{name}} avatar', { name: review.fullName })}
    />
  );
}
