import type { TableColumnsType } from 'antd';
import { AddButton, ListPage, formatDate, useListController, useNavigate, useService } from '@backoffice/kernel';
import type { Company } from '../api';
import { MAX_COMPANIES_BEFORE_LOCK } from '../limits';
import { CompaniesApiToken } from '../tokens';

const columns: TableColumnsType<Company> = [
  { title: 'Company Name', key: 'name', render: (_v, company) => company.name },
  {
    title: '.SVG File',
    key: 'logo',
    render: (_v, company) => (
      <img src={company.url} alt={`${company.name} logo`} style={{ height: 40, maxWidth: 140, objectFit: 'contain', background: '#fff', borderRadius: 4, padding: 4 }} />
    ),
  },
  { title: 'Date Created', key: 'date', render: (_v, company) => formatDate(company.dateCreated) },
  { title: 'Row', key: 'row', width: 70, render: (_v, company) => company.row },
];

/** /companies: the partner logos in row order, searchable by name. */
export default function CompaniesList() {
  const api = useService(CompaniesApiToken);
  const navigate = useNavigate();
  const list = useListController<Company>({
    load: () => api.list(),
    pageSize: 10,
    searchIn: (company) => [company.name],
    failureMessage: 'Failed to load the companies. Please try again.',
    remove: {
      confirm: (company) => `${company.name} will be removed from the public site.`,
      title: 'Delete this company?', okText: 'Delete', danger: true,
      run: (company) => api.remove(company._id),
      failureMessage: 'The company could not be deleted. Please try again.',
    },
  });
  const full = list.rows.length > MAX_COMPANIES_BEFORE_LOCK;
  const nextRow = list.rows.reduce((max, company) => Math.max(max, company.row), 0) + 1;

  return (
    <ListPage<Company>
      title="Companies"
      actions={
        <AddButton
          disabled={full}
          tooltip={full ? `There are already more than ${MAX_COMPANIES_BEFORE_LOCK} companies: delete one to add another.` : ''}
          onClick={() => navigate('/add-new-company', { state: { nextRow } })}
        />
      }
      list={list}
      search="Search by name"
      columns={columns}
      rowName={(company) => company.name}
      onEdit={(company) => navigate(`/add-new-company?id=${encodeURIComponent(company._id)}`)}
      emptyText="No companies yet."
      noMatchText="No company matches your search."
    />
  );
}
