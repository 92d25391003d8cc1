import { useId, useState } from 'react';
import { Alert, Input, Modal } from 'antd';
import { errorMessage, useMessages } from '@backoffice/kernel';
import type { ProofBody } from '@backoffice/contracts';

/**
 * Asks for proof before a change to the second factors: the password, or a code (of the app, or a recovery code).
 * `onSubmit` throws the server's refusal, shown in the dialog.
 */
export function ProofDialog({
  title,
  okText,
  danger,
  onSubmit,
  onClose,
}: {
  title: string;
  okText: string;
  danger?: boolean;
  onSubmit: (proof: ProofBody) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useMessages();
  const passwordId = useId();
  const codeId = useId();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (!password && !code.trim()) return setError(t('Enter your password or a code'));
    setBusy(true);
    setError(null);
    try {
      await onSubmit(password ? { password } : { code: code.trim() });
    } catch (failure) {
      setError(errorMessage(failure, t('That did not work')));
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={title}
      okText={okText}
      okButtonProps={{ danger, loading: busy }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      width={420}
    >
      <form
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p>
          {t('Confirm it is you with your password, or with a code from your authenticator app (or a recovery code).')}
        </p>
        {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 12 }} />}
        <label htmlFor={passwordId} style={{ display: 'block', fontWeight: 500, marginBottom: 4 }}>
          {t('Current password')}
        </label>
        <Input.Password
          id={passwordId}
          autoFocus
          autoComplete="current-password"
          value={password}
          disabled={Boolean(code)}
          onChange={(event) => setPassword(event.target.value)}
          onPressEnter={() => void submit()}
        />
        <label htmlFor={codeId} style={{ display: 'block', fontWeight: 500, margin: '12px 0 4px' }}>
          {t('Or a code')}
        </label>
        <Input
          id={codeId}
          autoComplete="one-time-code"
          value={code}
          disabled={Boolean(password)}
          maxLength={64}
          onChange={(event) => setCode(event.target.value)}
          onPressEnter={() => void submit()}
        />
      </form>
    </Modal>
  );
}
