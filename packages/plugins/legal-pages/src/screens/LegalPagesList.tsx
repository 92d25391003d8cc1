import { AddButton, ListPage, useListController, useNavigate, useService, type ListColumn } from '@backoffice/kernel';
import type { LegalPage } from '../api';
import { LegalPagesApiToken } from '../tokens';

const columns: ListColumn<LegalPage>[] = [
  { title: 'Title', key: 'title', phone: 'show', render: (_v, page) => page.title },
  { title: 'Last Update', key: 'updated', phone: 'expand', render: (_v, page) => page.formattedDate },
];

/** /legal-pages: Title, Last Update, Edit and Delete; Add New opens an empty page (add and delete are not in the spec). */
export default function LegalPagesList() {
  const api = useService(LegalPagesApiToken);
  const navigate = useNavigate();
  const list = useListController<LegalPage>({
    load: () => api.list(),
    pageSize: 10,
    searchIn: (page) => [page.title],
    failureMessage: 'Failed to load the legal pages. Please try again.',
    remove: {
      confirm: (page) => `The page '${page.title}' will be removed from the public site.`,
      title: 'Delete this legal page?', okText: 'Delete', danger: true,
      run: (page) => api.remove(page._id),
      failureMessage: 'The legal page could not be deleted. Please try again.',
    },
  });
  const add = <AddButton label="Add Legal Page" onClick={() => navigate('/legal-pages/add')} />;

  return (
    <ListPage<LegalPage>
      title="Legal Pages"
      actions={add}
      list={list}
      search="Search by title"
      columns={columns}
      rowName={(page) => page.title}
      onEdit={(page) => navigate(`/legal-pages/edit?id=${encodeURIComponent(page._id)}`)}
      rowActionsWidth={180}
      emptyText="No legal pages yet. The site's terms, privacy and cookie policies are listed here."
      emptyAction={add}
      noMatchText="No legal page matches your search."
    />
  );
}
