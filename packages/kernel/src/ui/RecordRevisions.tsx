import { useEffect, useState } from 'react';
import { useMessages, type Translate } from '../i18n/use-messages';
import type { Revision, RevisionEntry, RevisionsApi } from '@backoffice/contracts';
import { Button, List, Select, Space, Tag, Typography } from 'antd';
import { useService } from '../core/services-context';
import { Api } from '../core/tokens';
import { formatDateTime } from './format';
import { errorMessage } from '../core/http';

export interface RecordRevisionsProps {
  table: string;
  id: string;
  /** Saves a version's fields as a new version (the form's own save); omitted: no Restore. */
  onRestore?: (revision: Revision) => void;
}

const WHAT: Record<RevisionEntry['action'], string> = {
  create: 'created it',
  update: 'saved it',
  baseline: 'as it was before versions were kept',
};

// Failures are kept in English and shown in the admin's language (a server's own message stays as it is).

/** A field's value as text: objects as JSON, nothing as "(empty)". */
function valueText(value: unknown, t: Translate): string {
  if (value === null || value === undefined || value === '') return t('(empty)');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Two versions side by side, field by field; the fields that differ are marked. */
function RevisionCompare({ left, right }: { left: Revision; right: Revision }) {
  const { t } = useMessages();
  const fields = [...new Set([...Object.keys(left.data), ...Object.keys(right.data)])];
  return (
    <table
      className="bo-revision-compare"
      aria-label={t('Version {{left}} compared with version {{right}}', { left: left.version, right: right.version })}
      style={{ borderCollapse: 'collapse', fontSize: 13, width: '100%' }}
    >
      <thead>
        <tr>
          <th style={{ textAlign: 'start', paddingInlineEnd: 12 }}>{t('Field')}</th>
          <th style={{ textAlign: 'start', paddingInlineEnd: 12 }}>
            {t('Version {{version}}', { version: left.version })}
          </th>
          <th style={{ textAlign: 'start' }}>{t('Version {{version}}', { version: right.version })}</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => {
          const a = valueText(left.data[field], t);
          const b = valueText(right.data[field], t);
          const differs = a !== b;
          return (
            <tr key={field} data-differs={differs || undefined}>
              <td style={{ paddingInlineEnd: 12, verticalAlign: 'top' }}>
                <Typography.Text code>{field}</Typography.Text> {differs && <Tag color="orange">{t('changed')}</Tag>}
              </td>
              <td
                style={{ paddingInlineEnd: 12, verticalAlign: 'top', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
              >
                <Typography.Text type={differs ? undefined : 'secondary'}>{a}</Typography.Text>
              </td>
              <td style={{ verticalAlign: 'top', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                <Typography.Text type={differs ? undefined : 'secondary'}>{b}</Typography.Text>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * The record's versions, newest first (who saved each and when), any two compared side by side, and any
 * older one restored in one action (saved as a new version through the record's own form).
 */
export function RecordRevisions({ table, id, onRestore }: RecordRevisionsProps) {
  const { t } = useMessages();
  const api = useService(Api);
  const [entries, setEntries] = useState<RevisionEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pair, setPair] = useState<[string, string] | null>(null);
  const [loaded, setLoaded] = useState<Record<string, Revision>>({});

  useEffect(() => {
    let current = true;
    api
      .get<RevisionsApi['list']>('/revisions', { kind: table, id })
      .then((list) => {
        if (!current) return;
        setEntries(list);
        if (list.length >= 2) setPair([list[1]._id, list[0]._id]);
      })
      .catch((failure) => current && setError(errorMessage(failure, 'The versions could not be loaded.')));
    return () => {
      current = false;
    };
  }, [api, table, id]);

  // The versions being compared, each fetched once.
  useEffect(() => {
    for (const revisionId of pair ?? []) {
      if (loaded[revisionId]) continue;
      api
        .get<RevisionsApi['one']>(`/revisions/${encodeURIComponent(revisionId)}`)
        .then((revision) => setLoaded((known) => ({ ...known, [revisionId]: revision })))
        .catch((failure) => setError(errorMessage(failure, 'The version could not be loaded.')));
    }
  }, [api, pair, loaded]);

  const restore = async (entry: RevisionEntry) => {
    try {
      onRestore?.(
        loaded[entry._id] ?? (await api.get<RevisionsApi['one']>(`/revisions/${encodeURIComponent(entry._id)}`)),
      );
    } catch (failure) {
      setError(errorMessage(failure, 'The version could not be loaded.'));
    }
  };

  if (error) return <Typography.Text type="danger">{t(error)}</Typography.Text>;
  const options = (entries ?? []).map((entry) => ({
    value: entry._id,
    label: t('Version {{version}}', { version: entry.version }),
  }));
  const [left, right] = pair ? [loaded[pair[0]], loaded[pair[1]]] : [undefined, undefined];
  return (
    <div className="bo-record-revisions">
      <List<RevisionEntry>
        size="small"
        loading={entries === null}
        dataSource={entries ?? []}
        locale={{ emptyText: t('No saved versions yet.') }}
        renderItem={(entry, index) => (
          <List.Item
            key={entry._id}
            actions={[
              ...(entries && entries.length > 1
                ? [
                    <Button
                      key="compare"
                      size="small"
                      onClick={() => setPair([entry._id, entries[index === 0 ? 1 : 0]._id])}
                      aria-label={t('Compare version {{version}}', { version: entry.version })}
                    >
                      {t('Compare')}
                    </Button>,
                  ]
                : []),
              ...(onRestore && index > 0
                ? [
                    <Button
                      key="restore"
                      size="small"
                      onClick={() => void restore(entry)}
                      aria-label={t('Restore version {{version}}', { version: entry.version })}
                    >
                      {t('Restore')}
                    </Button>,
                  ]
                : []),
            ]}
          >
            <div>
              <Typography.Text strong>{t('Version {{version}}', { version: entry.version })}</Typography.Text>
              {index === 0 && <Tag style={{ marginInlineStart: 8 }}>{t('current')}</Tag>}
              <br />
              <Typography.Text>{entry.adminName || t('Unknown')}</Typography.Text> {t(WHAT[entry.action])}{' '}
              <Typography.Text type="secondary">{formatDateTime(entry.createdAt)}</Typography.Text>
              {entry.restoredFrom !== null && (
                <div>
                  <Typography.Text type="secondary">
                    {t('Restored version {{version}}', { version: entry.restoredFrom })}
                  </Typography.Text>
                </div>
              )}
            </div>
          </List.Item>
        )}
      />
      {pair && entries && (
        <div style={{ marginTop: 16 }}>
          <Space wrap style={{ marginBottom: 8 }}>
            {t('Compare')}
            <Select
              aria-label={t('First version')}
              style={{ minWidth: 140 }}
              value={pair[0]}
              options={options}
              onChange={(value) => setPair([value, pair[1]])}
            />
            {t('with')}
            <Select
              aria-label={t('Second version')}
              style={{ minWidth: 140 }}
              value={pair[1]}
              options={options}
              onChange={(value) => setPair([pair[0], value])}
            />
          </Space>
          {left && right ? (
            <RevisionCompare left={left} right={right} />
          ) : (
            <Typography.Text type="secondary">{t('Loading…')}</Typography.Text>
          )}
        </div>
      )}
    </div>
  );
}
