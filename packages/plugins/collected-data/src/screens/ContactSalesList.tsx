import { CollectedList } from './CollectedList';

/** /contact-sales: contact-sales requests, searchable by name, company or email, now with the Delete content spec §2 Contact-sales leads forgot,
 * and selection and export like the other collected data. */
export default function ContactSalesList() {
  return (
    <CollectedList
      spec={{
        title: 'Contact Sales',
        listPath: '/get/contactsale',
        searchPlaceholder: 'Search by name, company or email',
        numbered: true,
        columns: [
          { title: 'Full Name', key: 'fullName', phone: 'show', truncate: true, render: (_v, row) => row.fullName },
          { title: 'Company Name', key: 'companyName', phone: 'show', truncate: true, render: (_v, row) => row.companyName },
          { title: 'Company Email', key: 'companyEmail', sortKey: 'companyEmail', truncate: true, render: (_v, row) => row.companyEmail },
          { title: 'Country', key: 'country', truncate: true, render: (_v, row) => row.country },
          { title: 'Mobile Number', key: 'mobileNumber', render: (_v, row) => row.mobileNumber },
          { title: 'Number of Orders', key: 'numberOfOrders', render: (_v, row) => row.numberOfOrders },
          { title: 'Country Interested', key: 'countryInterested', truncate: true, render: (_v, row) => row.countryInterested },
        ],
        deletePath: (row) => `/delete/${encodeURIComponent(row._id)}`,
        describe: (row) => `The request from ${row.fullName} (${row.companyName})`,
        noun: 'request',
        exportFile: { path: '/download/contactsale', name: 'ContactSales', kind: '.xlsx' },
        emptyText: 'No contact-sales requests yet.',
      }}
    />
  );
}
