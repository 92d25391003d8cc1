import type { TableColumnsType } from 'antd';
import { ListPage, useListController, useNavigate, useService } from '@backoffice/kernel';
import type { LegalPage } from '../api';
import { LegalPagesApiToken } from '../tokens';

const columns: TableColumnsType<LegalPage> = [
  { title: 'Title', key: 'title', render: (_v, page) => page.title },
  { title: 'Last Update', key: 'updated', render: (_v, page) => page.formattedDate },
];

/** /legal-pages: Title, Last Update and Edit (the pages themselves are fixed: terms, privacy, cookies...). */
export default function LegalPagesList() {
  const api = useService(LegalPagesApiToken);
  const navigate = useNavigate();
  const list = useListController<LegalPage>({
    load: () => api.list(),
    pageSize: 10,
    searchIn: (page) => [page.title],
    failureMessage: 'Failed to load the legal pages. Please try again.',
  });

  return (
    <ListPage<LegalPage>
      title="Legal Pages"
      list={list}
      search="Search by title"
      columns={columns}
      rowName={(page) => page.title}
      onEdit={(page) => navigate(`/legal-pages/edit?id=${encodeURIComponent(page._id)}`)}
      rowActionsWidth={100}
      emptyText="No legal pages yet."
      noMatchText="No legal page matches your search."
    />
  );
}
