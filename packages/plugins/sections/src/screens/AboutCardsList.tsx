import { Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { AddButton, ListPage, useListController, useNavigate, useService } from '@backoffice/kernel';
import type { AboutCard } from '../about-cards-api';
import { AboutCardsApiToken } from '../tokens';

export const ABOUT_CARD_ADD_PATH = '/about-us/cards/add';
export const aboutCardEditPath = (card: AboutCard) => `/about-us/edit/${encodeURIComponent(card._id)}`;

const columns: TableColumnsType<AboutCard> = [
  { title: 'Row', dataIndex: 'row', width: 70 },
  { title: 'Title', dataIndex: 'title' },
  {
    title: 'Content',
    key: 'content',
    render: (_, card) => (
      <Typography.Paragraph style={{ margin: 0, maxWidth: 360, whiteSpace: 'pre-line' }} ellipsis={{ rows: 2, tooltip: card.content }}>
        {card.content}
      </Typography.Paragraph>
    ),
  },
  {
    title: 'Media',
    key: 'media',
    render: (_, card) => (card.media ? <img src={card.media} alt={card.title} style={{ maxWidth: 96, maxHeight: 48, objectFit: 'contain' }} /> : 'No Image'),
  },
];

/** The about-us cards, in row order, under the about-us sections (content spec §2 "About us"). */
export function AboutCardsList() {
  const api = useService(AboutCardsApiToken);
  const navigate = useNavigate();
  const list = useListController<AboutCard>({
    // The About Us screen has two lists: this one keeps its search and page under `cards.` in the address.
    address: 'cards',
    load: () => api.list(),
    pageSize: 8,
    searchIn: (card) => [card.title, card.content],
    failureMessage: 'Failed to load the about-us cards. Please try again.',
    remove: {
      confirm: (card) => `Are you sure you want to delete the card '${card.title}'?`,
      title: 'Delete this card?', okText: 'Delete', danger: true,
      run: (card) => api.remove(card._id),
      failureMessage: 'The card could not be deleted. Please try again.',
    },
  });

  return (
    <ListPage<AboutCard>
      title="About-us Cards"
      headingLevel={2}
      actions={<AddButton label="Add Card" onClick={() => navigate(ABOUT_CARD_ADD_PATH)} />}
      list={list}
      search="Search cards"
      columns={columns}
      rowName={(card) => card.title}
      onEdit={(card) => navigate(aboutCardEditPath(card), { state: { card } })}
      emptyText="No cards yet."
      noMatchText="No card matches your search."
    />
  );
}
