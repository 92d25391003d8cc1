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
import type { Faq } from '../api';
import { FaqsApiToken, FaqsListStoreToken } from '../tokens';

const columns: ListColumn<Faq>[] = [
  { title: 'Row', key: 'row', sortKey: 'row', width: 70, render: (_v, faq) => faq.row },
  {
    title: 'Question',
    key: 'question',
    sortKey: 'question',
    render: (_v, faq) => <Typography.Text strong>{faq.question}</Typography.Text>,
  },
  {
    title: 'Answer',
    key: 'answer',
    render: (_v, faq) => (
      <Typography.Paragraph style={{ margin: 0, maxWidth: 520 }} ellipsis={{ rows: 2, tooltip: faq.answer }}>
        {faq.answer}
      </Typography.Paragraph>
    ),
  },
  publishStateColumn<Faq>(),
];

/** /faqs: every FAQ in row order, searchable on question and answer. */
export default observer(function FaqsList() {
  const { t } = useMessages();
  const api = useService(FaqsApiToken);
  const navigate = useNavigate();
  const list = useListController<Faq>({
    store: useService(FaqsListStoreToken),
    searchIn: (faq) => [faq.question, faq.answer],
    failureMessage: t('Failed to load the FAQs. Please try again.'),
    remove: {
      confirm: () => t('This FAQ will be removed from the public site.'),
      title: t('Delete this FAQ?'),
      run: (faq) => api.remove(faq._id),
      failureMessage: t('The FAQ could not be deleted. Please try again.'),
    },
  });
  const nextRow = list.rows.reduce((max, faq) => Math.max(max, faq.row), 0) + 1;

  return (
    <ListPage<Faq>
      title={t('FAQs')}
      actions={<AddButton noun="FAQ" onClick={() => navigate('/faq/edit', { state: { nextRow } })} />}
      list={list}
      search={t('Search now')}
      columns={columns}
      translations={{ kind: 'faqs', idOf: (faq) => faq._id }}
      rowName={(faq) => faq.question}
      editPath={(faq) => `/faq/edit?id=${encodeURIComponent(faq._id)}`}
      showPageOf
      emptyText={t('No FAQs yet.')}
      noMatchText={t('No FAQ matches your search.')}
    />
  );
});
