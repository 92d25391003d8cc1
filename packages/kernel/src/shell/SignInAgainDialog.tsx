import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Input, Modal } from 'antd';
import { useService } from '../core/services-context';
import { Session } from '../core/tokens';
import type { SignInCodeMethod, SignInSecondStep } from '../session/session';

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
  // With a second factor, the password step answers a ticket and the dialog asks for a code (or a passkey).
  const [secondStep, setSecondStep] = useState<SignInSecondStep | null>(null);
  const [method, setMethod] = useState<SignInCodeMethod>('totp');
  const [code, setCode] = useState('');
  const codeId = useId();
  if (!session.isSigningInAgain) return null;
  const canUseCode = !!secondStep && (secondStep.methods.includes('totp') || secondStep.methods.includes('recovery'));
  const canUsePasskey = !!secondStep?.methods.includes('passkey');

  const submit = async (event?: FormEvent, withPasskey = false) => {
    event?.preventDefault();
    setSubmitting(true);
    setError(null);
    try {
      if (secondStep) {
        // An account with passkeys only has no code to type: the main button asks for the passkey.
        if (withPasskey || !canUseCode) await session.completeSignInAgainWithPasskey(secondStep.ticket);
        else await session.completeSignInAgainWithCode(method, secondStep.ticket, code.trim());
        setSecondStep(null);
        setCode('');
      } else {
        const step = await session.completeSignInAgain(password);
        if (step) {
          setSecondStep(step);
          setMethod(step.methods.includes('totp') ? 'totp' : 'recovery');
        }
      }
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
        <Button
          key="out"
          onClick={() => {
            setSecondStep(null);
            session.abandonSignInAgain();
          }}
          disabled={submitting}
        >
          Sign out
        </Button>,
        <Button key="in" type="primary" loading={submitting} onClick={() => void submit()}>
          Sign in and continue
        </Button>,
      ]}
    >
      <form onSubmit={submit} aria-label="Sign in again">
        <p>Sign in again to finish what you were doing: your changes on this screen are kept.</p>
        <p>
          Signed in as <strong>{session.user?.email}</strong>
        </p>
        {error && <Alert type="error" showIcon message={error} role="alert" style={{ marginBottom: 12 }} />}
        {secondStep && !canUseCode ? (
          <p>Confirm it is you with one of your passkeys.</p>
        ) : secondStep ? (
          <>
            <label htmlFor={codeId} style={{ display: 'block', fontWeight: 500, marginBottom: 4 }}>
              {method === 'totp' ? 'Authentication code' : 'Recovery code'}
            </label>
            <Input
              id={codeId}
              autoFocus
              autoComplete="one-time-code"
              inputMode={method === 'totp' ? 'numeric' : 'text'}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              onPressEnter={() => void submit()}
            />
            {secondStep.methods.includes('recovery') && secondStep.methods.includes('totp') && (
              <Button
                type="link"
                style={{ paddingInline: 0 }}
                onClick={() => {
                  setMethod(method === 'totp' ? 'recovery' : 'totp');
                  setCode('');
                }}
              >
                {method === 'totp' ? 'Use a recovery code instead' : 'Use the authenticator app instead'}
              </Button>
            )}
            {canUsePasskey && (
              <Button
                type="link"
                style={{ paddingInline: 0, marginLeft: 16 }}
                disabled={submitting}
                onClick={() => void submit(undefined, true)}
              >
                Use a passkey
              </Button>
            )}
          </>
        ) : (
          <>
            <label htmlFor={passwordId} style={{ display: 'block', fontWeight: 500, marginBottom: 4 }}>
              Password
            </label>
            <Input.Password
              id={passwordId}
              autoFocus
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              onPressEnter={() => void submit()}
            />
          </>
        )}
      </form>
    </Modal>
  );
});
