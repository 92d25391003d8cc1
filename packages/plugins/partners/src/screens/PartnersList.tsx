import type { TableColumnsType } from 'antd';
import { AddButton, ListPage, useListController, useNavigate, useService } from '@backoffice/kernel';
import type { Partner } from '../api';
import { PartnersApiToken } from '../tokens';

const columns: TableColumnsType<Partner> = [
  { title: 'Row', key: 'row', width: 70, render: (_v, partner) => partner.row },
  { title: 'Name', key: 'name', render: (_v, partner) => partner.name },
  { title: 'Website', key: 'website', render: (_v, partner) => <a href={partner.website} target="_blank" rel="noreferrer">{partner.website}</a> },
];

/** /partners: every partner in row order, searchable by name and website. */
export default function PartnersList() {
  const api = useService(PartnersApiToken);
  const navigate = useNavigate();
  const list = useListController<Partner>({
    load: () => api.list(),
    pageSize: 10,
    searchIn: (partner) => [partner.name, partner.website],
    failureMessage: 'Failed to load the partners. Please try again.',
    remove: {
      confirm: (partner) => `${partner.name} will be removed from the public site.`,
      title: 'Delete this partner?', okText: 'Delete', danger: true,
      run: (partner) => api.remove(partner._id),
      failureMessage: 'The partner could not be deleted. Please try again.',
    },
  });
  const nextRow = list.rows.reduce((max, partner) => Math.max(max, partner.row), 0) + 1;

  return (
    <ListPage<Partner>
      title="Partners"
      actions={<AddButton onClick={() => navigate('/partners/edit', { state: { nextRow } })} />}
      list={list}
      search="Search now"
      columns={columns}
      rowName={(partner) => partner.name}
      onEdit={(partner) => navigate('/partners/edit', { state: { partner } })}
      emptyText="No partners yet."
      noMatchText="No partner matches your search."
    />
  );
}
