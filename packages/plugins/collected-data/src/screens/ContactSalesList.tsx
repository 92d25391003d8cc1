import { useMessages } from '@backoffice/kernel';
import { CollectedList } from './CollectedList';

/** /contact-sales: contact-sales requests, searchable by name, company or email, now with the Delete the original
 * product's contact-sales list forgot, and selection and export like the other collected data. */
export default function ContactSalesList() {
  const { t } = useMessages();
  return (
    <CollectedList
      spec={{
        title: t('Contact Sales'),
        failureMessage: t('Could not load the contact sales'),
        listPath: '/get/contactsale',
        searchPlaceholder: t('Search by name, company or email'),
        numbered: true,
        columns: [
          {
            title: 'Full Name',
            key: 'fullName',
            sortKey: 'fullName',
            phone: 'show',
            truncate: true,
            render: (_v, row) => row.fullName,
          },
          {
            title: 'Company Name',
            key: 'companyName',
            sortKey: 'companyName',
            phone: 'show',
            truncate: true,
            render: (_v, row) => row.companyName,
          },
          {
            title: 'Company Email',
            key: 'companyEmail',
            sortKey: 'companyEmail',
            truncate: true,
            render: (_v, row) => row.companyEmail,
          },
          { title: 'Country', key: 'country', truncate: true, render: (_v, row) => row.country },
          { title: 'Mobile Number', key: 'mobileNumber', desktop: 'expand', render: (_v, row) => row.mobileNumber },
          {
            title: 'Number of Orders',
            key: 'numberOfOrders',
            desktop: 'expand',
            render: (_v, row) => row.numberOfOrders,
          },
          {
            title: 'Country Interested',
            key: 'countryInterested',
            desktop: 'expand',
            truncate: true,
            render: (_v, row) => row.countryInterested,
          },
        ],
        deletePath: (row) => `/delete/${encodeURIComponent(row._id)}`,
        describe: (row) =>
          t('The request from {{fullName}} ({{companyName}})', {
            fullName: row.fullName,
            companyName: row.companyName,
          }),
        deleteTitle: t('Delete this request?'),
        deleteConfirm: (row) =>
          t('The request from {{fullName}} ({{companyName}}) will be permanently deleted.', {
            fullName: row.fullName,
            companyName: row.companyName,
          }),
        deleteFailure: t('The request could not be deleted. Please try again.'),
        noun: 'request',
        exportFile: {
          path: '/download/contactsale',
          name: 'ContactSales',
          kind: '.xlsx',
          job: 'contact-sales',
          formats: ['xlsx', 'csv'],
        },
        emptyText: t('No contact-sales requests yet.'),
      }}
    />
  );
}
