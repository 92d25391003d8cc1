import { Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { AddButton, ListPage, useListController, useNavigate, useService } from '@backoffice/kernel';
import type { Job } from '../api';
import { JobsApiToken } from '../tokens';

const columns: TableColumnsType<Job> = [
  { title: 'Title', key: 'title', render: (_v, job) => <Typography.Text strong>{job.title}</Typography.Text> },
  { title: 'Department', key: 'department', render: (_v, job) => job.department },
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
  { title: 'Location', key: 'location', render: (_v, job) => job.location },
  { title: 'Remote', key: 'remote', render: (_v, job) => (job.remote ? 'Yes' : 'No') },
];

/** /company/career: every job, 8 per page, searchable; writers may add, edit and delete. */
export default function JobsList() {
  const api = useService(JobsApiToken);
  const navigate = useNavigate();
  const list = useListController<Job>({
    load: () => api.list(),
    pageSize: 8,
    searchIn: (job) => [job.title, job.department, job.description, job.location],
    failureMessage: 'Failed to load the jobs. Please try again.',
    // The spec's confirmation said 'blog': it names the job instead.
    remove: {
      confirm: (job) => `Are you sure you want to delete the job "${job.title}"?`,
      okText: 'Delete', danger: true,
      run: (job) => api.remove(job._id),
      failureMessage: 'The job could not be deleted. Please try again.',
    },
  });

  return (
    <ListPage<Job>
      title="Jobs and career"
      actions={<AddButton onClick={() => navigate('/company/career/update')} />}
      list={list}
      search="Search now"
      columns={columns}
      rowName={(job) => job.title}
      onEdit={(job) => navigate(`/company/career/update?id=${encodeURIComponent(job._id)}`)}
      emptyText="No jobs yet."
      noMatchText="No job matches your search."
    />
  );
}
