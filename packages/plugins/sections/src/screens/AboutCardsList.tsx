import { Button, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Can, Dialogs, ListPage, useClientList, useNavigate, usePermission, useRemoteRows, useService } from '@backoffice/kernel';
import type { AboutCard } from '../about-cards-api';
import { AboutCardsApiToken } from '../tokens';

const PAGE_SIZE = 8;
export const ABOUT_CARD_ADD_PATH = '/about-us/cards/add';
export const aboutCardEditPath = (card: AboutCard) => `/about-us/edit/${encodeURIComponent(card._id)}`;

/** The about-us cards, in row order, under the about-us sections (content spec §2 "About us"). */
export function AboutCardsList() {
  const api = useService(AboutCardsApiToken);
  const dialogs = useService(Dialogs);
  const navigate = useNavigate();
  const canWrite = usePermission('content:write');
  const { rows, loading, error, reload } = useRemoteRows(() => api.list(), 'Failed to load the about-us cards. Please try again.');
  const list = useClientList(rows, { pageSize: PAGE_SIZE, searchIn: (card) => [card.title, card.content] });

  const remove = async (card: AboutCard) => {
    const removed = await dialogs.confirmAndRun(`Are you sure you want to delete the card '${card.title}'?`, {
      title: 'Delete this card?', okText: 'Delete', danger: true,
      run: () => api.remove(card._id),
      failureMessage: 'The card could not be deleted. Please try again.',
    });
    if (removed) await reload();
  };

  return (
    <ListPage<AboutCard>
      title="About-us Cards"
      actions={
        <Can permission="content:write">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(ABOUT_CARD_ADD_PATH)}>Add Card</Button>
        </Can>
      }
      search={{ placeholder: 'Search cards', value: list.query, onChange: list.setQuery }}
      rowKey={(card) => card._id}
      rows={list.pageRows}
      page={list.page}
      pageCount={list.pageCount}
      onPage={list.setPage}
      loading={loading}
      error={error}
      onRetry={() => void reload()}
      emptyText={list.query ? 'No card matches your search.' : 'No cards yet.'}
      columns={[
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
        ...(canWrite
          ? [{
              title: 'Actions',
              key: 'actions',
              render: (_: unknown, card: AboutCard) => (
                <Space>
                  <Button aria-label={`Edit ${card.title}`} onClick={() => navigate(aboutCardEditPath(card), { state: { card } })}>Edit</Button>
                  <Button danger aria-label={`Delete ${card.title}`} onClick={() => void remove(card)}>Delete</Button>
                </Space>
              ),
            }]
          : []),
      ]}
    />
  );
}
