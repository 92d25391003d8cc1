import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Input, Modal } from 'antd';
import { useService } from '../core/services-context';
import { Session } from '../core/tokens';

/**
 * Opens over the current screen when a save, delete or upload met an ended session (401). Signing in again
 * sends that write once more, so nothing typed on the screen is lost; Sign out ends the session as before.
 * Above the busy overlay, which a save in progress shows.
 */
export const SignInAgainDialog = observer(function SignInAgainDialog() {
  const session = useService(Session);
  const passwordId = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  if (!session.isSigningInAgain) return null;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitting(true);
    setError(null);
    try {
      await session.completeSignInAgain(password);
      setPassword('');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Login failed');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal
      open
      zIndex={2100}
      width={420}
      title="Your session has ended"
      closable={false}
      maskClosable={false}
      keyboard={false}
      destroyOnHidden
      footer={[
        <Button key="out" onClick={() => session.abandonSignInAgain()} disabled={submitting}>Sign out</Button>,
        <Button key="in" type="primary" loading={submitting} onClick={() => void submit()}>Sign in and continue</Button>,
      ]}
    >
      <form onSubmit={submit} aria-label="Sign in again">
        <p>Sign in again to finish what you were doing: your changes on this screen are kept.</p>
        <p>
          Signed in as <strong>{session.user?.email}</strong>
        </p>
        {error && <Alert type="error" showIcon message={error} role="alert" style={{ marginBottom: 12 }} />}
        <label htmlFor={passwordId} style={{ display: 'block', fontWeight: 500, marginBottom: 4 }}>Password</label>
        <Input.Password
          id={passwordId}
          autoFocus
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          onPressEnter={() => void submit()}
        />
      </form>
    </Modal>
  );
});
