import { useCallback } from 'react';
import { Button, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Can, Dialogs, ListPage, formatDate, useClientList, useRemoteRows, useNavigate, usePermission, useService } from '@backoffice/kernel';
import type { Company } from '../api';
import { MAX_COMPANIES_BEFORE_LOCK } from '../limits';
import { CompaniesApiToken } from '../tokens';

const PAGE_SIZE = 10;

/** /companies: the partner logos in row order, searchable by name. */
export default function CompaniesList() {
  const api = useService(CompaniesApiToken);
  const dialogs = useService(Dialogs);
  const navigate = useNavigate();
  const canWrite = usePermission('content:write');
  const { rows, loading, error, reload } = useRemoteRows(() => api.list(), 'Failed to load the companies. Please try again.');

  const searchIn = useCallback((company: Company) => [company.name], []);
  const list = useClientList(rows, { pageSize: PAGE_SIZE, searchIn });
  const full = rows.length > MAX_COMPANIES_BEFORE_LOCK;

  const remove = async (company: Company) => {
    const removed = await dialogs.confirmAndRun(`${company.name} will be removed from the public site.`, {
      title: 'Delete this company?', okText: 'Delete', danger: true,
      run: () => api.remove(company._id),
      failureMessage: 'The company could not be deleted. Please try again.',
    });
    if (removed) await reload();
  };

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
  if (canWrite) {
    columns.push({
      title: 'Actions',
      key: 'actions',
      render: (_v, company) => (
        <Button danger icon={<DeleteOutlined />} aria-label={`Delete ${company.name}`} onClick={() => void remove(company)}>
          Delete
        </Button>
      ),
    });
  }

  const nextRow = rows.reduce((max, company) => Math.max(max, company.row), 0) + 1;
  return (
    <ListPage<Company>
      title="Companies"
      actions={
        <Can permission="content:write">
          <Tooltip title={full ? `There are already more than ${MAX_COMPANIES_BEFORE_LOCK} companies: delete one to add another.` : undefined}>
            <Button type="primary" icon={<PlusOutlined />} disabled={full} onClick={() => navigate('/add-new-company', { state: { nextRow } })}>
              Add New
            </Button>
          </Tooltip>
        </Can>
      }
      search={{ placeholder: 'Search by name', value: list.query, onChange: list.setQuery }}
      columns={columns}
      rowKey={(company) => company._id}
      rows={list.pageRows}
      page={list.page}
      pageCount={list.pageCount}
      onPage={list.setPage}
      loading={loading}
      error={error}
      onRetry={() => void reload()}
      emptyText={list.query ? 'No company matches your search.' : 'No companies yet.'}
    />
  );
}
