import { CollectedList } from './CollectedList';

/** /contact-sales: contact-sales requests, searchable by name, company or email, now with the Delete content spec §2 Contact-sales leads forgot. */
export default function ContactSalesList() {
  return (
    <CollectedList
      spec={{
        title: 'Contact Sales',
        listPath: '/get/contactsale',
        searchPlaceholder: 'Search by name, company or email',
        numbered: true,
        columns: [
          { title: 'Full Name', key: 'fullName', render: (_v, row) => row.fullName },
          { title: 'Company Name', key: 'companyName', render: (_v, row) => row.companyName },
          { title: 'Company Email', key: 'companyEmail', render: (_v, row) => row.companyEmail },
          { title: 'Country', key: 'country', render: (_v, row) => row.country },
          { title: 'Mobile Number', key: 'mobileNumber', render: (_v, row) => row.mobileNumber },
          { title: 'Number of Orders', key: 'numberOfOrders', render: (_v, row) => row.numberOfOrders },
          { title: 'Country Interested', key: 'countryInterested', render: (_v, row) => row.countryInterested },
        ],
        deletePath: (row) => `/delete/${encodeURIComponent(row._id)}`,
        describe: (row) => `The request from ${row.fullName} (${row.companyName})`,
        noun: 'request',
        emptyText: 'No contact-sales requests yet.',
      }}
    />
  );
}
