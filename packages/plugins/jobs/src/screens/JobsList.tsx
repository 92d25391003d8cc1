import { Typography } from 'antd';
import {
  AddButton,
  ListPage,
  publishStateColumn,
  useListController,
  useMessages,
  useService,
  type ListColumn,
  observer,
} from '@backoffice/kernel';
import type { Job } from '../api';
import { JobsApiToken, JobsListStoreToken } from '../tokens';

const columns: ListColumn<Job>[] = [
  {
    title: 'Title',
    key: 'title',
    sortKey: 'title',
    render: (_v, job) => <Typography.Text strong>{job.title}</Typography.Text>,
  },
  { title: 'Department', key: 'department', sortKey: 'department', render: (_v, job) => job.department },
  {
    title: 'Description',
    key: 'description',
    render: (_v, job) => (
      <Typography.Paragraph style={{ margin: 0, maxWidth: 360 }} ellipsis={{ rows: 2, tooltip: job.description }}>
        {job.description}
      </Typography.Paragraph>
    ),
  },
  { title: 'Salary', key: 'salary', render: (_v, job) => job.salary },
  { title: 'Location', key: 'location', sortKey: 'location', render: (_v, job) => job.location },
  { title: 'Remote', key: 'remote', render: (_v, job) => <YesNo value={job.remote} /> },
  publishStateColumn<Job>(),
];

/** /company/career: every job, 8 per page, searchable; writers may add, edit and delete. */
export default observer(function JobsList() {
  const { t } = useMessages();
  const api = useService(JobsApiToken);
  const list = useListController<Job>({
    store: useService(JobsListStoreToken),
    pageSize: 8,
    searchIn: (job) => [job.title, job.department, job.description, job.location],
    failureMessage: t('Failed to load the jobs. Please try again.'),
    // The spec's confirmation said 'blog': it names the job instead.
    remove: {
      confirm: (job) => t('Are you sure you want to delete the job "{{title}}"?', { title: job.title }),
      run: (job) => api.remove(job._id),
      failureMessage: t('The job could not be deleted. Please try again.'),
    },
  });

  return (
    <ListPage<Job>
      title={t('Career')}
      actions={<AddButton noun="Job" to="/company/career/update" />}
      list={list}
      search={t('Search now')}
      columns={columns}
      translations={{ kind: 'jobs', idOf: (job) => job._id }}
      rowName={(job) => job.title}
      editPath={(job) => `/company/career/update?id=${encodeURIComponent(job._id)}`}
      emptyText={t('No jobs yet.')}
      noMatchText={t('No job matches your search.')}
    />
  );
});

/** Remote or not, in the admin's language. */
function YesNo({ value }: { value: boolean }) {
  const { t } = useMessages();
  return <>{value ? t('Yes') : t('No')}</>;
}
