import { useState } from 'react';
import { useMessages } from '../i18n/use-messages';
import type { ActivityApi, ActivityEntry, Revision } from '@backoffice/contracts';
import { Alert, Button, Drawer, List, Typography } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import { useService } from '../core/services-context';
import { Api } from '../core/tokens';
import { errorMessage } from '../core/http';
import { ActivityChanges } from './ActivityChanges';
import { formatDateTime } from './format';
import { RecordRevisions } from './RecordRevisions';

export interface RecordHistoryProps {
  /** The record's table as the activity log names it (e.g. 'faqs') and its id. */
  table: string;
  id: string;
  /** Saves an older version as a new one (the record's form); omitted: versions are shown, not restored. */
  onRestore?: (revision: Revision) => void;
}

const ACTION_WORDS: Record<string, string> = {
  create: 'created this record',
  update: 'changed this record',
  delete: 'deleted this record',
  'role-change': 'changed the role of this record',
};

/**
 * "History": a button any record screen can show, opening the record's saved versions (compare, restore) and
 * its activity (newest first): who did what and when, and for changes each field before and after. Loaded
 * only when opened.
 */
export function RecordHistory({ table, id, onRestore }: RecordHistoryProps) {
  const { t } = useMessages();
  const api = useService(Api);
  const [open, setOpen] = useState(false);
  const [entries, setEntries] = useState<ActivityEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const show = async () => {
    setOpen(true);
    setEntries(null);
    setError(null);
    try {
      setEntries(
        await api.get<ActivityApi['history']>(
          `/activity/history/${encodeURIComponent(table)}/${encodeURIComponent(id)}`,
        ),
      );
    } catch (failure) {
      setError(errorMessage(failure, t('The history could not be loaded.')));
    }
  };

  return (
    <>
      <Button icon={<HistoryOutlined />} onClick={() => void show()}>
        {t('History')}
      </Button>
      <Drawer title={t('History')} open={open} onClose={() => setOpen(false)} size="large">
        {open && (
          <>
            <Typography.Title level={5}>{t('Versions')}</Typography.Title>
            <RecordRevisions
              table={table}
              id={id}
              onRestore={
                onRestore &&
                ((revision) => {
                  setOpen(false);
                  onRestore(revision);
                })
              }
            />
            <Typography.Title level={5} style={{ marginTop: 24 }}>
              {t('Activity')}
            </Typography.Title>
          </>
        )}
        {error && <Alert type="error" showIcon title={error} />}
        {/* Focusable, so the keyboard can scroll a long history (on a phone the drawer scrolls; axe
            scrollable-region-focusable). */}
        {!error && (
          <div tabIndex={0} role="region" aria-label={t('Changes to this record')}>
            <List<ActivityEntry>
              loading={entries === null}
              dataSource={entries ?? []}
              locale={{ emptyText: t('No recorded changes yet.') }}
              renderItem={(entry) => (
                <List.Item key={entry._id}>
                  <div>
                    <Typography.Text strong>{entry.adminName}</Typography.Text>{' '}
                    {ACTION_WORDS[entry.action] ? t(ACTION_WORDS[entry.action]) : `${entry.action} ${t('this record')}`}{' '}
                    <Typography.Text type="secondary">{formatDateTime(entry.createdAt)}</Typography.Text>
                    <ActivityChanges changes={entry.changes} />
                  </div>
                </List.Item>
              )}
            />
          </div>
        )}
      </Drawer>
    </>
  );
}
