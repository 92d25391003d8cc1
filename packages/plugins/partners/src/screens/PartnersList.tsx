import { useCallback } from 'react';
import { Button, Space } from 'antd';
import type { TableColumnsType } from 'antd';
import { Can, Dialogs, ListPage, useClientList, useNavigate, usePermission, useRemoteRows, useService } from '@backoffice/kernel';
import { PartnersApiToken, type Partner } from '../api';

/** /partners: every partner in row order, searchable by name and website. */
export default function PartnersList() {
  const api = useService(PartnersApiToken);
  const dialogs = useService(Dialogs);
  const navigate = useNavigate();
  const canWrite = usePermission('content:write');
  const { rows, loading, error, reload } = useRemoteRows(() => api.list(), 'Failed to load the partners. Please try again.');
  const searchIn = useCallback((partner: Partner) => [partner.name, partner.website], []);
  const list = useClientList(rows, { pageSize: 10, searchIn });

  const remove = async (partner: Partner) => {
    const removed = await dialogs.confirmAndRun(`${partner.name} will be removed from the public site.`, {
      title: 'Delete this partner?', okText: 'Delete', danger: true,
      run: () => api.remove(partner._id),
      failureMessage: 'The partner could not be deleted. Please try again.',
    });
    if (removed) await reload();
  };

  const columns: TableColumnsType<Partner> = [
    { title: 'Row', key: 'row', width: 70, render: (_v, partner) => partner.row },
    { title: 'Name', key: 'name', render: (_v, partner) => partner.name },
    { title: 'Website', key: 'website', render: (_v, partner) => <a href={partner.website} target="_blank" rel="noreferrer">{partner.website}</a> },
  ];
  if (canWrite) {
    columns.push({
      title: 'Actions',
      key: 'actions',
      render: (_v, partner) => (
        <Space>
          <Button aria-label={`Edit ${partner.name}`} onClick={() => navigate('/partners/edit', { state: { partner } })}>Edit</Button>
          <Button danger aria-label={`Delete ${partner.name}`} onClick={() => void remove(partner)}>Delete</Button>
        </Space>
      ),
    });
  }

  return (
    <ListPage<Partner>
      title="Partners"
      actions={<Can permission="content:write"><Button type="primary" onClick={() => navigate('/partners/edit', { state: {} })}>Add New</Button></Can>}
      search={{ placeholder: 'Search now', value: list.query, onChange: list.setQuery }}
      columns={columns}
      rowKey={(partner) => partner._id}
      rows={list.pageRows}
      page={list.page}
      pageCount={list.pageCount}
      onPage={list.setPage}
      loading={loading}
      error={error}
      onRetry={() => void reload()}
      emptyText={list.query ? 'No partner matches your search.' : 'No partners yet.'}
    />
  );
}
