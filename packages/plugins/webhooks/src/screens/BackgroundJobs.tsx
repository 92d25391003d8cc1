import { Button, Select, Space, Tag, Typography } from 'antd';
import {
  formatDateTime,
  ListPage,
  observer,
  useListController,
  useMessages,
  useService,
  type ListColumn,
} from '@backoffice/kernel';
import { BACKGROUND_JOB_STATES, type BackgroundJob } from '../api';
import { BackgroundJobsStoreToken } from '../tokens';

const PAGE_SIZE = 25;
const STATE_COLORS: Record<string, string> = {
  completed: 'green',
  failed: 'red',
  retry: 'orange',
  active: 'blue',
  created: 'default',
  cancelled: 'default',
};
type State = (typeof BACKGROUND_JOB_STATES)[number];

const when = (value: string | null) => formatDateTime(value);

/** /background-jobs: the job system's runs, newest first (queue, state, attempts, last error), filtered by queue and state, with counts per queue. */
export default observer(function BackgroundJobs() {
  const { t } = useMessages();
  // Inside the screen: a run's state is shown in the admin's language.
  const columns: ListColumn<BackgroundJob>[] = [
    { title: 'Queue', key: 'queue', phone: 'show', render: (_value, job) => job.queue },
    {
      title: 'State',
      key: 'state',
      phone: 'show',
      render: (_value, job) => <Tag color={STATE_COLORS[job.state]}>{t(job.state)}</Tag>,
    },
    {
      title: 'Attempts',
      key: 'attempts',
      phone: 'show',
      render: (_value, job) => `${job.attempts} / ${job.maxAttempts}`,
    },
    {
      title: 'Last error',
      key: 'error',
      phone: 'expand',
      render: (_value, job) =>
        job.lastError ? (
          <Typography.Text type="danger" style={{ display: 'inline-block', maxWidth: 420, wordBreak: 'break-word' }}>
            {job.lastError}
          </Typography.Text>
        ) : (
          '-'
        ),
    },
    { title: 'Created', key: 'created', phone: 'expand', render: (_value, job) => when(job.createdAt) },
    { title: 'Started', key: 'started', phone: 'expand', render: (_value, job) => when(job.startedAt) },
    { title: 'Finished', key: 'finished', phone: 'expand', render: (_value, job) => when(job.completedAt) },
  ];
  const store = useService(BackgroundJobsStoreToken);
  const list = useListController<BackgroundJob>({
    store,
    pageSize: PAGE_SIZE,
    address: false,
    failureMessage: t('Error: could not load the background jobs'),
  });
  // The filters are the store's; a new one asks again from page 1.
  const queue = store.query.filters.queue || undefined;
  const state = (store.query.filters.state || undefined) as State | undefined;
  const filterBy = (name: 'queue' | 'state', value: string | undefined) => {
    store.setFilter(name, value ?? '');
    list.setPage(1);
  };
  const { queues } = store;

  return (
    <ListPage<BackgroundJob>
      title={t('Background jobs')}
      actions={<Button onClick={() => void list.reload()}>{t('Refresh')}</Button>}
      list={list}
      columns={columns}
      toolbar={
        <div style={{ display: 'grid', gap: 12 }}>
          <Space wrap>
            {queues.map((entry) => (
              <Tag key={entry.queue} style={{ padding: '2px 8px' }}>
                <strong>{entry.queue}</strong>{' '}
                {Object.entries(entry.counts)
                  .map(([name, count]) => `${t(name)} ${count}`)
                  .join(' · ')}
              </Tag>
            ))}
          </Space>
          <Space wrap>
            <Select
              allowClear
              style={{ minWidth: 180 }}
              placeholder={t('Queue')}
              aria-label={t('Queue')}
              value={queue}
              onChange={(value: string | undefined) => filterBy('queue', value)}
              options={queues.map((entry) => ({ value: entry.queue, label: entry.queue }))}
            />
            <Select
              allowClear
              style={{ minWidth: 140 }}
              placeholder={t('State')}
              aria-label={t('State')}
              value={state}
              onChange={(value: State | undefined) => filterBy('state', value)}
              options={BACKGROUND_JOB_STATES.map((value) => ({ value, label: t(value) }))}
            />
          </Space>
        </div>
      }
      emptyText={t('No job yet.')}
    />
  );
});
