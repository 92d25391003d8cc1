import {
  AddButton,
  ListPage,
  publishStateColumn,
  useListController,
  useMessages,
  useService,
  type ListColumn,
  observer,
} from '@backoffice/kernel';
import type { LegalPage } from '../api';
import { LegalPagesApiToken, LegalPagesListStoreToken } from '../tokens';

const columns: ListColumn<LegalPage>[] = [
  { title: 'Title', key: 'title', sortKey: 'title', phone: 'show', render: (_v, page) => page.title },
  { title: 'Last Update', key: 'updated', phone: 'expand', render: (_v, page) => page.formattedDate },
  publishStateColumn<LegalPage>(),
];

/** /legal-pages: Title, Last Update, Edit and Delete; Add New opens an empty page (add and delete are not in the spec). */
export default observer(function LegalPagesList() {
  const { t } = useMessages();
  const api = useService(LegalPagesApiToken);
  const list = useListController<LegalPage>({
    store: useService(LegalPagesListStoreToken),
    searchIn: (page) => [page.title],
    failureMessage: t('Failed to load the legal pages. Please try again.'),
    remove: {
      confirm: (page) => t("The page '{{title}}' will be removed from the public site.", { title: page.title }),
      title: t('Delete this legal page?'),
      run: (page) => api.remove(page._id),
      failureMessage: t('The legal page could not be deleted. Please try again.'),
    },
  });
  const add = <AddButton noun="Legal Page" to="/legal-pages/add" />;

  return (
    <ListPage<LegalPage>
      title={t('Legal Pages')}
      actions={add}
      list={list}
      search={t('Search by title')}
      columns={columns}
      rowName={(page) => page.title}
      editPath={(page) => `/legal-pages/edit?id=${encodeURIComponent(page._id)}`}
      rowActionsWidth={180}
      emptyText={t("No legal pages yet. The site's terms, privacy and cookie policies are listed here.")}
      emptyAction={add}
      noMatchText={t('No legal page matches your search.')}
    />
  );
});
