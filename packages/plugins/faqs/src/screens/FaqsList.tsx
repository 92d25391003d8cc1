import { Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { AddButton, ListPage, useListController, useNavigate, useService } from '@backoffice/kernel';
import type { Faq } from '../api';
import { FaqsApiToken } from '../tokens';

const columns: TableColumnsType<Faq> = [
  { title: 'Row', key: 'row', width: 70, render: (_v, faq) => faq.row },
  { title: 'Question', key: 'question', render: (_v, faq) => <Typography.Text strong>{faq.question}</Typography.Text> },
  {
    title: 'Answer',
    key: 'answer',
    render: (_v, faq) => (
      <Typography.Paragraph style={{ margin: 0, maxWidth: 520 }} ellipsis={{ rows: 2, tooltip: faq.answer }}>{faq.answer}</Typography.Paragraph>
    ),
  },
];

/** /faqs: every FAQ in row order, searchable on question and answer. */
export default function FaqsList() {
  const api = useService(FaqsApiToken);
  const navigate = useNavigate();
  const list = useListController<Faq>({
    load: () => api.list(),
    pageSize: 10,
    searchIn: (faq) => [faq.question, faq.answer],
    failureMessage: 'Failed to load the FAQs. Please try again.',
    remove: {
      confirm: () => 'This FAQ will be removed from the public site.',
      title: 'Delete this FAQ?', okText: 'Delete', danger: true,
      run: (faq) => api.remove(faq._id),
      failureMessage: 'The FAQ could not be deleted. Please try again.',
    },
  });
  const nextRow = list.rows.reduce((max, faq) => Math.max(max, faq.row), 0) + 1;

  return (
    <ListPage<Faq>
      title="FAQs"
      actions={<AddButton onClick={() => navigate('/faq/edit', { state: { nextRow } })} />}
      list={list}
      search="Search now"
      columns={columns}
      rowName={(faq) => faq.question}
      onEdit={(faq) => navigate(`/faq/edit?id=${encodeURIComponent(faq._id)}`)}
      showPageOf
      emptyText="No FAQs yet."
      noMatchText="No FAQ matches your search."
    />
  );
}
