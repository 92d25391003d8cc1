import { useEffect, useRef, useState } from 'react';
import { Alert, Progress, Space, Typography } from 'antd';
import {
  Dialogs,
  errorMessage,
  formatDateTime,
  formatNumber,
  saveFile,
  useMessages,
  useService,
} from '@backoffice/kernel';
import type { ExportStatus } from '../api';
import { CollectedDataApiToken } from '../tokens';

/** How often a running export's progress is asked for. */
const POLL_MS = 1000;

/**
 * Follows an export the server runs as a job: its progress (rows written of the total) while it runs, then a
 * done message with a Download link, or its error. The server keeps the file until `expiresAt` (a day unless
 * EXPORT_RETENTION_HOURS says otherwise); a restart of the server process running it does not lose it (another
 * process finishes it). A list reopened passes an export it finds already finished: it is shown, not watched.
 */
export function BackgroundExport({
  started,
  onClose,
  onSettled,
}: {
  started: ExportStatus;
  onClose: () => void;
  onSettled?: (status: ExportStatus) => void;
}) {
  const api = useService(CollectedDataApiToken);
  const dialogs = useService(Dialogs);
  const { t } = useMessages();
  const [status, setStatus] = useState(started);
  const [lookFailed, setLookFailed] = useState('');
  const [saving, setSaving] = useState(false);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    if (started.state === 'done' || started.state === 'failed') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = async () => {
      try {
        const next = await api.exportStatus(started.id);
        if (!alive.current) return;
        setLookFailed('');
        setStatus(next);
        if (next.state === 'done' || next.state === 'failed') return onSettled?.(next);
      } catch (failure) {
        if (!alive.current) return;
        // A moment without an answer (a server restarting): keep asking, and say so.
        setLookFailed(errorMessage(failure, t('Could not reach the server')));
      }
      timer = setTimeout(() => void look(), POLL_MS);
    };
    timer = setTimeout(() => void look(), POLL_MS);
    return () => {
      alive.current = false;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one poll per export; onSettled may change identity
  }, [api, started.id]);

  const download = async () => {
    setSaving(true);
    try {
      saveFile(await api.exportFile(status.id, () => {}), status.fileName);
    } catch (failure) {
      await dialogs.error(errorMessage(failure, t('The download failed. Please try again.')), t('Download failed'));
    } finally {
      setSaving(false);
    }
  };

  if (status.state === 'failed') {
    return (
      <Alert
        type="error"
        showIcon
        closable
        onClose={onClose}
        title={t('The export failed')}
        description={status.error || t('Please try again.')}
      />
    );
  }
  if (status.state === 'done') {
    return (
      <Alert
        type="success"
        showIcon
        closable
        onClose={onClose}
        title={t('Your export is ready: {{fileName}} ({{formatted}} rows)', {
          fileName: status.fileName,
          count: status.rowsWritten,
          formatted: formatNumber(status.rowsWritten),
        })}
        description={
          <Space>
            <Typography.Link onClick={() => void download()} disabled={saving}>
              {saving ? t('Downloading...') : t('Download {{fileName}}', { fileName: status.fileName })}
            </Typography.Link>
            <Typography.Text type="secondary">
              {t('Available until {{date}}.', { date: formatDateTime(status.expiresAt) })}
            </Typography.Text>
          </Space>
        }
      />
    );
  }
  const total = status.rowsTotal;
  const percent = total ? Math.floor((status.rowsWritten / total) * 100) : 0;
  return (
    <div role="status" aria-label={t('Export progress')} style={{ minWidth: 260 }}>
      <Typography.Text>
        {status.state === 'queued'
          ? t('Export queued...')
          : total === null
            ? t('Exporting...')
            : t('Exporting {{written}} of {{total}} rows', {
                written: formatNumber(status.rowsWritten),
                total: formatNumber(total),
              })}
      </Typography.Text>
      <Progress percent={percent} size="small" status="active" />
      {lookFailed && (
        <Typography.Text type="warning">{t('{{problem}}; still trying.', { problem: lookFailed })}</Typography.Text>
      )}
    </div>
  );
}
