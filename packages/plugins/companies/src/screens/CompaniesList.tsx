import {
  AddButton,
  ListPage,
  formatDate,
  publishStateColumn,
  useListController,
  useMessages,
  useNavigate,
  useService,
  type ListColumn,
  observer,
} from '@backoffice/kernel';
import type { Company } from '../api';
import { MAX_COMPANIES_BEFORE_LOCK } from '../limits';
import { CompaniesApiToken, CompaniesListStoreToken } from '../tokens';

const columns: ListColumn<Company>[] = [
  { title: 'Company Name', key: 'name', sortKey: 'name', render: (_v, company) => company.name },
  {
    title: '.SVG File',
    key: 'logo',
    render: (_v, company) => <CompanyLogo company={company} />,
  },
  {
    title: 'Date Created',
    key: 'date',
    sortKey: 'dateCreated',
    render: (_v, company) => formatDate(company.dateCreated),
  },
  { title: 'Row', key: 'row', sortKey: 'row', width: 70, render: (_v, company) => company.row },
  publishStateColumn<Company>(),
];

/** A company's logo, its text alternative in the admin's language. */
function CompanyLogo({ company }: { company: Company }) {
  const { t } = useMessages();
  return (
    <img
      src={company.url}
      alt={t('{{name}} logo', { name: company.name })}
      style={{ height: 40, maxWidth: 140, objectFit: 'contain', background: '#fff', borderRadius: 4, padding: 4 }}
    />
  );
}

/** /companies: the partner logos in row order, searchable by name. */
export default observer(function CompaniesList() {
  const { t } = useMessages();
  const api = useService(CompaniesApiToken);
  const navigate = useNavigate();
  const list = useListController<Company>({
    store: useService(CompaniesListStoreToken),
    searchIn: (company) => [company.name],
    failureMessage: t('Failed to load the companies. Please try again.'),
    remove: {
      confirm: (company) => t('{{name}} will be removed from the public site.', { name: company.name }),
      title: t('Delete this company?'),
      run: (company) => api.remove(company._id),
      failureMessage: t('The company could not be deleted. Please try again.'),
    },
  });
  const full = list.rows.length > MAX_COMPANIES_BEFORE_LOCK;
  const nextRow = list.rows.reduce((max, company) => Math.max(max, company.row), 0) + 1;

  return (
    <ListPage<Company>
      title={t('Companies')}
      actions={
        <AddButton
          noun="Company"
          disabled={full}
          tooltip={
            full
              ? t('There are already more than {{max}} companies: delete one to add another.', {
                  max: MAX_COMPANIES_BEFORE_LOCK,
                })
              : ''
          }
          onClick={() => navigate('/add-new-company', { state: { nextRow } })}
        />
      }
      list={list}
      search={t('Search by name')}
      columns={columns}
      rowName={(company) => company.name}
      editPath={(company) => `/add-new-company?id=${encodeURIComponent(company._id)}`}
      emptyText={t('No companies yet.')}
      noMatchText={t('No company matches your search.')}
    />
  );
});
