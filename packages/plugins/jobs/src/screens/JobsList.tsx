import { useCallback } from 'react';
import { Button, Space, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Can, Dialogs, ListPage, useClientList, useNavigate, usePermission, useRemoteRows, useService } from '@backoffice/kernel';
import type { Job } from '../api';
import { JobsApiToken } from '../tokens';

const PAGE_SIZE = 8;

/** /company/career: every job, 8 per page, searchable; writers may add, edit and delete. */
export default function JobsList() {
  const api = useService(JobsApiToken);
  const navigate = useNavigate();
  const dialogs = useService(Dialogs);
  const canWrite = usePermission('content:write');
  const { rows, loading, error, reload } = useRemoteRows(() => api.list(), 'Failed to load the jobs. Please try again.');

  const searchIn = useCallback((job: Job) => [job.title, job.department, job.description, job.location], []);
  const list = useClientList(rows, { pageSize: PAGE_SIZE, searchIn });

  // The spec's confirmation said 'blog': it names the job instead.
  const remove = async (job: Job) => {
    const removed = await dialogs.confirmAndRun(`Are you sure you want to delete the job "${job.title}"?`, {
      okText: 'Delete', danger: true,
      run: () => api.remove(job._id),
      failureMessage: 'The job could not be deleted. Please try again.',
    });
    if (removed) await reload();
  };

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
  if (canWrite) {
    columns.push({
      title: 'Actions',
      key: 'actions',
      render: (_v, job) => (
        <Space>
          <Button icon={<EditOutlined />} aria-label={`Edit ${job.title}`} onClick={() => navigate('/company/career/update', { state: { job } })}>
            Edit
          </Button>
          <Button danger icon={<DeleteOutlined />} aria-label={`Delete ${job.title}`} onClick={() => void remove(job)}>
            Delete
          </Button>
        </Space>
      ),
    });
  }

  return (
    <ListPage<Job>
      title="Jobs and career"
      actions={
        <Can permission="content:write">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/company/career/update')}>
            Add New
          </Button>
        </Can>
      }
      search={{ placeholder: 'Search now', value: list.query, onChange: list.setQuery }}
      columns={columns}
      rowKey={(job) => job._id}
      rows={list.pageRows}
      page={list.page}
      pageCount={list.pageCount}
      onPage={list.setPage}
      loading={loading}
      error={error}
      onRetry={() => void reload()}
      emptyText={list.query ? 'No job matches your search.' : 'No jobs yet.'}
    />
  );
}
