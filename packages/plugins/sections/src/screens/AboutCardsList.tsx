import { Typography } from 'antd';
import {
  AddButton,
  ListPage,
  observer,
  publishStateColumn,
  useListController,
  useMessages,
  useNavigate,
  useService,
  type ListColumn,
} from '@backoffice/kernel';
import type { AboutCard } from '../about-cards-api';
import { AboutCardsApiToken, AboutCardsListStoreToken } from '../tokens';

export const ABOUT_CARD_ADD_PATH = '/about-us/cards/add';
export const aboutCardEditPath = (card: AboutCard) => `/about-us/edit/${encodeURIComponent(card._id)}`;

/** A text shown in a cell of the columns declared outside the screen, in the screen's language. */
function Translated({ text }: { text: string }) {
  const { t } = useMessages();
  return <>{t(text)}</>;
}

const columns: ListColumn<AboutCard>[] = [
  { title: 'Row', key: 'row', dataIndex: 'row', sortKey: 'row', width: 70 },
  { title: 'Title', key: 'title', dataIndex: 'title', sortKey: 'title' },
  {
    title: 'Content',
    key: 'content',
    render: (_, card) => (
      <Typography.Paragraph
        style={{ margin: 0, maxWidth: 360, whiteSpace: 'pre-line' }}
        ellipsis={{ rows: 2, tooltip: card.content }}
      >
        {card.content}
      </Typography.Paragraph>
    ),
  },
  {
    title: 'Media',
    key: 'media',
    render: (_, card) =>
      card.media ? (
        <img src={card.media} alt={card.title} style={{ maxWidth: 96, maxHeight: 48, objectFit: 'contain' }} />
      ) : (
        <Translated text="No Image" />
      ),
  },
  publishStateColumn<AboutCard>(),
];

/** The about-us cards, in row order, under the about-us sections. */
export const AboutCardsList = observer(function AboutCardsList() {
  const { t } = useMessages();
  const api = useService(AboutCardsApiToken);
  const navigate = useNavigate();
  const list = useListController<AboutCard>({
    // The About Us screen has two lists: this one keeps its search and page under `cards.` in the address.
    address: 'cards',
    store: useService(AboutCardsListStoreToken),
    pageSize: 8,
    searchIn: (card) => [card.title, card.content],
    failureMessage: t('Failed to load the about-us cards. Please try again.'),
    remove: {
      confirm: (card) => t("Are you sure you want to delete the card '{{title}}'?", { title: card.title }),
      title: t('Delete this card?'),
      run: (card) => api.remove(card._id),
      failureMessage: t('The card could not be deleted. Please try again.'),
    },
  });

  return (
    <ListPage<AboutCard>
      title={t('About-us Cards')}
      headingLevel={2}
      actions={<AddButton noun="Card" to={ABOUT_CARD_ADD_PATH} />}
      list={list}
      search={t('Search cards')}
      columns={columns}
      translations={{ kind: 'about-cards', idOf: (card) => card._id }}
      rowName={(card) => card.title}
      onEdit={(card) => navigate(aboutCardEditPath(card), { state: { card } })}
      emptyText={t('No cards yet.')}
      noMatchText={t('No card matches your search.')}
    />
  );
});
