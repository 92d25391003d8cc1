import { Button } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useMessages, useNavigate } from '@backoffice/kernel';
import { CollectedList } from './CollectedList';

/** /job-candidates: applications, searchable by name, job or email; the export is a zip of their files (the spec's button said '.xls'), run as a job on the server, or their rows as .xlsx or .csv. */
export default function CandidatesList() {
  const navigate = useNavigate();
  const { t } = useMessages();
  return (
    <CollectedList
      spec={{
        title: t('Job Candidates'),
        failureMessage: t('Could not load the job candidates'),
        listPath: '/getAllJobCandidates',
        searchPlaceholder: t('Search by name, job or email'),
        columns: [
          { title: 'Job Detail', key: 'job', sortKey: 'job', truncate: true, render: (_v, row) => row.job },
          {
            title: 'First Name',
            key: 'fName',
            sortKey: 'fName',
            phone: 'show',
            truncate: true,
            render: (_v, row) => row.fName,
          },
          { title: 'Last Name', key: 'lName', sortKey: 'lName', truncate: true, render: (_v, row) => row.lName },
          { title: 'Email', key: 'email', sortKey: 'email', truncate: true, render: (_v, row) => row.email },
          { title: 'Phone Number', key: 'phone', desktop: 'expand', render: (_v, row) => row.phone },
          {
            title: 'Documents',
            key: 'documents',
            phone: 'show',
            render: (_v, row) => (
              <Button
                icon={<EyeOutlined />}
                aria-label={t('View {{name}}', { name: `${row.fName} ${row.lName}` })}
                onClick={() => navigate(`/candidate-view?id=${encodeURIComponent(row._id)}`)}
              >
                {t('View')}
              </Button>
            ),
          },
        ],
        deletePath: (row) => `/deleteJobCandidate/${encodeURIComponent(row._id)}`,
        describe: (row) =>
          t('The application of {{name}} for {{job}}', { name: `${row.fName} ${row.lName}`, job: row.job }),
        deleteTitle: t('Delete this candidate?'),
        deleteConfirm: (row) =>
          t('The application of {{name}} for {{job}} will be permanently deleted.', {
            name: `${row.fName} ${row.lName}`,
            job: row.job,
          }),
        deleteFailure: t('The candidate could not be deleted. Please try again.'),
        noun: 'candidate',
        exportFile: {
          path: '/getJobCandidateList',
          name: 'JobCandidates',
          kind: '.zip',
          job: 'job-candidates',
          formats: ['zip', 'xlsx', 'csv'],
        },
        emptyText: t('No applications yet.'),
      }}
    />
  );
}
