import { useMessages } from '@backoffice/kernel';
import { CollectedList } from './CollectedList';

/** /newsletter: the sign-ups (the spec's heading read 'Leads Contact'). */
export default function NewsletterList() {
  const { t } = useMessages();
  return (
    <CollectedList
      spec={{
        title: t('Newsletter'),
        failureMessage: t('Could not load the newsletter'),
        listPath: '/getAllNewsLetter',
        searchPlaceholder: t('Search by email'),
        columns: [
          {
            title: 'Email',
            key: 'email',
            sortKey: 'email',
            truncate: true,
            phone: 'show',
            render: (_v, row) => row.email,
          },
        ],
        dateTitle: 'Subscribed',
        deletePath: (row) => `/deleteNewsLetter/${encodeURIComponent(row._id)}`,
        describe: (row) => t('The subscriber {{email}}', { email: row.email }),
        deleteTitle: t('Delete this subscriber?'),
        deleteConfirm: (row) => t('The subscriber {{email}} will be permanently deleted.', { email: row.email }),
        deleteFailure: t('The subscriber could not be deleted. Please try again.'),
        noun: 'subscriber',
        exportFile: {
          path: '/downloadNewsletter',
          name: 'Newsletter',
          kind: '.xlsx',
          job: 'newsletter',
          formats: ['xlsx', 'csv'],
        },
        emptyText: t('No newsletter sign-ups yet.'),
      }}
    />
  );
}
