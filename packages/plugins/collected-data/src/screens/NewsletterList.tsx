import { formatDate } from '@backoffice/kernel';
import { CollectedList } from './CollectedList';

/** /newsletter: the sign-ups (the spec's heading read 'Leads Contact'). */
export default function NewsletterList() {
  return (
    <CollectedList
      spec={{
        title: 'Newsletter',
        listPath: '/getAllNewsLetter',
        searchPlaceholder: 'Search by email',
        columns: [
          { title: 'Email', key: 'email', render: (_v, row) => row.email },
          { title: 'Subscribed', key: 'createdAt', render: (_v, row) => formatDate(row.createdAt) },
        ],
        deletePath: (row) => `/deleteNewsLetter/${encodeURIComponent(row._id)}`,
        describe: (row) => `The subscriber ${row.email}`,
        noun: 'subscriber',
        exportFile: { path: '/downloadNewsletter', name: 'Newsletter.xlsx', kind: '.xlsx' },
        emptyText: 'No newsletter sign-ups yet.',
      }}
    />
  );
}
