import { useMessages } from '@backoffice/kernel';
import { CollectedList } from './CollectedList';

/** /leads-contact: sales leads from the public site. */
export default function LeadsList() {
  const { t } = useMessages();
  return (
    <CollectedList
      spec={{
        title: t('Leads Contact'),
        failureMessage: t('Could not load the leads contact'),
        listPath: '/getleadsContact',
        searchPlaceholder: t('Search by name, company or email'),
        columns: [
          {
            title: 'First Name',
            key: 'firstName',
            sortKey: 'firstName',
            phone: 'show',
            truncate: true,
            render: (_v, row) => row.firstName,
          },
          {
            title: 'Last Name',
            key: 'lastName',
            sortKey: 'lastName',
            truncate: true,
            render: (_v, row) => row.lastName,
          },
          {
            title: 'Company Name',
            key: 'companyName',
            sortKey: 'companyName',
            truncate: true,
            render: (_v, row) => row.companyName,
          },
          {
            title: 'Email',
            key: 'email',
            sortKey: 'email',
            phone: 'show',
            truncate: true,
            render: (_v, row) => row.email,
          },
          { title: 'Phone Number', key: 'phoneNumber', desktop: 'expand', render: (_v, row) => row.phoneNumber },
          { title: 'Orders per Day', key: 'numOfOrders', desktop: 'expand', render: (_v, row) => row.numOfOrders },
          {
            title: 'Countries Interested',
            key: 'countriesInterested',
            desktop: 'expand',
            truncate: true,
            render: (_v, row) => row.countriesInterested,
          },
        ],
        deletePath: (row) => `/delete/leads/Contact/${encodeURIComponent(row._id)}`,
        describe: (row) =>
          t('The lead {{firstName}} {{lastName}} ({{email}})', {
            firstName: row.firstName,
            lastName: row.lastName,
            email: row.email,
          }),
        deleteTitle: t('Delete this lead?'),
        deleteConfirm: (row) =>
          t('The lead {{firstName}} {{lastName}} ({{email}}) will be permanently deleted.', {
            firstName: row.firstName,
            lastName: row.lastName,
            email: row.email,
          }),
        deleteFailure: t('The lead could not be deleted. Please try again.'),
        noun: 'lead',
        exportFile: {
          path: '/download/leads/Contact',
          name: 'LeadsContact',
          kind: '.xlsx',
          job: 'leads',
          formats: ['xlsx', 'csv'],
        },
        emptyText: t('No leads yet.'),
      }}
    />
  );
}
