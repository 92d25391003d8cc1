import { useState } from 'react';
import type { ActivityApi, ActivityEntry } from '@backoffice/contracts';
import { Alert, Button, Drawer, List, Typography } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import { useService } from '../core/services-context';
import { Api } from '../core/tokens';
import { errorMessage } from '../core/http';
import { ActivityChanges } from './ActivityChanges';

export interface RecordHistoryProps {
  /** The record's table as the activity log names it (e.g. 'faqs') and its id. */
  table: string;
  id: string;
}

const ACTION_WORDS: Record<string, string> = { create: 'created', update: 'changed', delete: 'deleted', 'role-change': 'changed the role of' };

/**
 * "History": a button any record screen can show, opening the record's activity (newest first): who did what
 * and when, and for changes each field before and after. Loaded only when opened.
 */
export function RecordHistory({ table, id }: RecordHistoryProps) {
  const api = useService(Api);
  const [open, setOpen] = useState(false);
  const [entries, setEntries] = useState<ActivityEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const show = async () => {
    setOpen(true);
    setEntries(null);
    setError(null);
    try {
      setEntries(await api.get<ActivityApi['history']>(`/activity/history/${encodeURIComponent(table)}/${encodeURIComponent(id)}`));
    } catch (failure) {
      setError(errorMessage(failure, 'The history could not be loaded.'));
    }
  };

  return (
    <>
      <Button icon={<HistoryOutlined />} onClick={() => void show()}>History</Button>
      <Drawer title="History" open={open} onClose={() => setOpen(false)} size="large">
        {error && <Alert type="error" showIcon title={error} />}
        {!error && (
          <List<ActivityEntry>
            loading={entries === null}
            dataSource={entries ?? []}
            locale={{ emptyText: 'No recorded changes yet.' }}
            renderItem={(entry) => (
              <List.Item key={entry._id}>
                <div>
                  <Typography.Text strong>{entry.adminName}</Typography.Text> {ACTION_WORDS[entry.action] ?? entry.action} this record{' '}
                  <Typography.Text type="secondary">{new Date(entry.createdAt).toLocaleString('en-US')}</Typography.Text>
                  <ActivityChanges changes={entry.changes} />
                </div>
              </List.Item>
            )}
          />
        )}
      </Drawer>
    </>
  );
}
