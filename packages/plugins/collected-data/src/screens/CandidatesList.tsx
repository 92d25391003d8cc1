import { Button } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useNavigate } from '@backoffice/kernel';
import { CollectedList } from './CollectedList';

/** /job-candidates: applications, searchable by email; the export is a zip of their files (the spec's button said '.xls'). */
export default function CandidatesList() {
  const navigate = useNavigate();
  return (
    <CollectedList
      spec={{
        title: 'Job Candidates',
        listPath: '/getAllJobCandidates',
        searchPlaceholder: 'Search by email',
        columns: [
          { title: 'Job Detail', key: 'job', truncate: true, render: (_v, row) => row.job },
          { title: 'First Name', key: 'fName', phone: 'show', truncate: true, render: (_v, row) => row.fName },
          { title: 'Last Name', key: 'lName', truncate: true, render: (_v, row) => row.lName },
          { title: 'Email', key: 'email', sortKey: 'email', truncate: true, render: (_v, row) => row.email },
          { title: 'Phone Number', key: 'phone', render: (_v, row) => row.phone },
          {
            title: 'Documents',
            key: 'documents',
            phone: 'show',
            render: (_v, row) => (
              <Button icon={<EyeOutlined />} aria-label={`View ${row.fName} ${row.lName}`} onClick={() => navigate(`/candidate-view?id=${encodeURIComponent(row._id)}`)}>
                View
              </Button>
            ),
          },
        ],
        deletePath: (row) => `/deleteJobCandidate/${encodeURIComponent(row._id)}`,
        describe: (row) => `The application of ${row.fName} ${row.lName} for ${row.job}`,
        noun: 'candidate',
        exportFile: { path: '/getJobCandidateList', name: 'JobCandidates', kind: '.zip' },
        emptyText: 'No applications yet.',
      }}
    />
  );
}
