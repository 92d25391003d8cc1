import { useId, useState } from 'react';
import { Alert, Button, Input, Space, Typography } from 'antd';
import { errorMessage, useMessages } from '@backoffice/kernel';
import type { TotpSetup } from '@backoffice/contracts';

/**
 * Setting up an authenticator app: its QR code (or the key, typed in), then the first code it shows, which
 * turns two-factor on. `onConfirm` answers the recovery codes.
 */
export function TotpSetupPanel({
  setup,
  onConfirm,
  onCancel,
}: {
  setup: TotpSetup;
  onConfirm: (code: string) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useMessages();
  const codeId = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm(code.trim());
    } catch (failure) {
      setError(errorMessage(failure, t('That code did not work')));
      setBusy(false);
    }
  };

  return (
    <form
      aria-label={t('Set up an authenticator app')}
      onSubmit={(event) => {
        event.preventDefault();
        void confirm();
      }}
    >
      <ol style={{ paddingInlineStart: 20, margin: '0 0 12px' }}>
        <li>
          {t(
            'Open an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Authy…) and scan this QR code.',
          )}
        </li>
        <li>{t('Or type this key in the app instead.')}</li>
        <li>{t('Enter the 6-digit code the app shows.')}</li>
      </ol>
      <img
        style={{ display: 'block', margin: '0 0 12px', background: '#fff', borderRadius: 8, padding: 4 }}
        src={setup.qrDataUrl}
        width={180}
        height={180}
        alt={t('QR code for your authenticator app')}
      />
      <Typography.Paragraph copyable={{ text: setup.secret }} style={{ overflowWrap: 'anywhere' }}>
        {t('Key:')}{' '}
        <code style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' }}>
          {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
        </code>
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 12 }} />}
      <label htmlFor={codeId} style={{ display: 'block', fontWeight: 500, marginBottom: 4 }}>
        {t('Code from the app')}
      </label>
      <Space wrap>
        <Input
          id={codeId}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={20}
          placeholder="123 456"
          style={{ width: 160 }}
        />
        <Button type="primary" htmlType="submit" loading={busy} disabled={!code.trim()}>
          {t('Turn on')}
        </Button>
        <Button onClick={onCancel} disabled={busy}>
          {t('Cancel')}
        </Button>
      </Space>
    </form>
  );
}
