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
          { title: 'Email', key: 'email', sortKey: 'email', truncate: true, phone: 'show', render: (_v, row) => row.email },
        ],
        dateTitle: 'Subscribed',
        deletePath: (row) => `/deleteNewsLetter/${encodeURIComponent(row._id)}`,
        describe: (row) => `The subscriber ${row.email}`,
        noun: 'subscriber',
        exportFile: { path: '/downloadNewsletter', name: 'Newsletter', kind: '.xlsx' },
        emptyText: 'No newsletter sign-ups yet.',
      }}
    />
  );
}
