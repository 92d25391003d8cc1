import { Alert, Button, Space } from 'antd';
import { useMessages } from '@backoffice/kernel';

/** Recovery codes, shown once after they are made: to copy or download before closing. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useMessages();
  const text = codes.join('\n');
  return (
    <div role="group" aria-label={t('Your recovery codes')}>
      <Alert
        type="warning"
        showIcon
        title={t('Save these recovery codes now')}
        description={t(
          'Each one signs you in once if you lose your phone. They are not shown again; new codes replace them.',
        )}
        style={{ marginBottom: 12 }}
      />
      <ol style={{ columns: '2 160px', margin: '0 0 16px', paddingInlineStart: 28, lineHeight: 2 }}>
        {codes.map((code) => (
          <li key={code}>
            <code style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' }}>{code}</code>
          </li>
        ))}
      </ol>
      <Space wrap>
        <Button onClick={() => void navigator.clipboard?.writeText(text)}>{t('Copy')}</Button>
        <Button href={`data:text/plain;charset=utf-8,${encodeURIComponent(`${text}\n`)}`} download="recovery-codes.txt">
          {t('Download')}
        </Button>
        <Button type="primary" onClick={onDone}>
          {t('I have saved them')}
        </Button>
      </Space>
    </div>
  );
}
