import { CollectedList } from './CollectedList';

/** /leads-contact: sales leads from the public site. */
export default function LeadsList() {
  return (
    <CollectedList
      spec={{
        title: 'Leads Contact',
        listPath: '/getleadsContact',
        searchPlaceholder: 'Search by email',
        columns: [
          { title: 'First Name', key: 'firstName', phone: 'show', truncate: true, render: (_v, row) => row.firstName },
          { title: 'Last Name', key: 'lastName', truncate: true, render: (_v, row) => row.lastName },
          { title: 'Company Name', key: 'companyName', truncate: true, render: (_v, row) => row.companyName },
          { title: 'Email', key: 'email', sortKey: 'email', phone: 'show', truncate: true, render: (_v, row) => row.email },
          { title: 'Phone Number', key: 'phoneNumber', render: (_v, row) => row.phoneNumber },
          { title: 'Orders per Day', key: 'numOfOrders', render: (_v, row) => row.numOfOrders },
          { title: 'Countries Interested', key: 'countriesInterested', truncate: true, render: (_v, row) => row.countriesInterested },
        ],
        deletePath: (row) => `/delete/leads/Contact/${encodeURIComponent(row._id)}`,
        describe: (row) => `The lead ${row.firstName} ${row.lastName} (${row.email})`,
        noun: 'lead',
        exportFile: { path: '/download/leads/Contact', name: 'LeadsContact', kind: '.xlsx' },
        emptyText: 'No leads yet.',
      }}
    />
  );
}
