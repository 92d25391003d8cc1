import { useEffect, useRef, useState } from 'react';
import { Button, Select, Space, Tag, Typography } from 'antd';
import {
  formatDateTime,
  ListPage,
  useListController,
  useMessages,
  useService,
  type ListColumn,
} from '@backoffice/kernel';
import { BACKGROUND_JOB_STATES, type BackgroundJob, type BackgroundJobPage } from '../api';
import { WebhooksApiToken } from '../tokens';

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
export default function BackgroundJobs() {
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
  const api = useService(WebhooksApiToken);
  const [queue, setQueue] = useState<string | undefined>();
  const [state, setState] = useState<State | undefined>();
  // The answer's counts per queue come beside its page of runs.
  const [queues, setQueues] = useState<BackgroundJobPage['queues']>([]);
  const list = useListController<BackgroundJob>({
    loadPage: async (page, pageSize) => {
      const answer = await api.jobs({ page, pageSize, ...(queue ? { queue } : {}), ...(state ? { state } : {}) });
      setQueues(answer.queues);
      return { rows: answer.data, total: answer.total };
    },
    pageSize: PAGE_SIZE,
    address: false,
    failureMessage: t('Error: could not load the background jobs'),
  });

  // A new filter asks again from page 1 (the controller reloads by itself only for its page, search and order).
  const current = useRef(list);
  current.current = list;
  const firstFilters = useRef(true);
  useEffect(() => {
    if (firstFilters.current) return void (firstFilters.current = false);
    // Back to page 1 reloads by itself; on page 1 already, ask again with the new filter.
    if (current.current.page !== 1) current.current.setPage(1);
    else void current.current.reload();
  }, [queue, state]);

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
              onChange={setQueue}
              options={queues.map((entry) => ({ value: entry.queue, label: entry.queue }))}
            />
            <Select
              allowClear
              style={{ minWidth: 140 }}
              placeholder={t('State')}
              aria-label={t('State')}
              value={state}
              onChange={setState}
              options={BACKGROUND_JOB_STATES.map((value) => ({ value, label: t(value) }))}
            />
          </Space>
        </div>
      }
      emptyText={t('No job yet.')}
    />
  );
}
