import { useId, useState, type FormEvent } from 'react';
import type { SignInCodeMethod, SignInSecondStep } from '../session/session';

/**
 * The sign-in's second step: the code of the authenticator app, or (switching) one of the recovery codes; with
 * a passkey, "Use a passkey" (the browser's prompt, for this admin's own passkeys). `onSubmit` and `onPasskey`
 * throw the message to show above the field; `onRestart` goes back to the password.
 */
export function SignInSecondFactor({
  step,
  onSubmit,
  onPasskey,
  onRestart,
}: {
  step: SignInSecondStep;
  onSubmit: (method: SignInCodeMethod, code: string) => Promise<void>;
  onPasskey: () => Promise<void>;
  onRestart: () => void;
}) {
  const codeId = useId();
  const canUseTotp = step.methods.includes('totp');
  const canUseRecovery = step.methods.includes('recovery');
  const canUsePasskey = step.methods.includes('passkey');
  const canUseCode = canUseTotp || canUseRecovery;
  const [method, setMethod] = useState<SignInCodeMethod>(canUseTotp ? 'totp' : 'recovery');
  const [code, setCode] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [withPasskey, setWithPasskey] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const attempt = async (proof: () => Promise<void>, fallback: string) => {
    setSubmitting(true);
    setError(null);
    try {
      await proof();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : fallback);
      setSubmitting(false);
      setWithPasskey(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void attempt(() => onSubmit(method, code.trim()), 'That code did not work');
  };
  const usePasskey = () => {
    setWithPasskey(true);
    void attempt(onPasskey, 'The passkey did not work');
  };
  const switchTo = (next: SignInCodeMethod) => {
    setMethod(next);
    setCode('');
    setError(null);
  };

  const prompt = !canUseCode
    ? 'Confirm it is you with one of your passkeys.'
    : method === 'totp'
      ? 'Enter the 6-digit code from your authenticator app.'
      : 'Enter one of your recovery codes. Each works once.';
  const passkeyButton = canUsePasskey && (
    <button type="button" className="bo-passkey" disabled={submitting} onClick={usePasskey} autoFocus={!canUseCode}>
      {withPasskey && <span className="bo-spin bo-spin-dark" aria-hidden="true" />}
      {withPasskey ? 'Waiting for your passkey…' : 'Use a passkey'}
    </button>
  );

  return (
    <form className="bo-signin-step" onSubmit={submit} aria-label="Two-factor authentication" aria-busy={submitting}>
      <p>{prompt}</p>
      {error && (
        <div role="alert" className="bo-signin-error">
          {error}
        </div>
      )}
      {canUseCode && (
        <>
          <label htmlFor={codeId}>{method === 'totp' ? 'Authentication code' : 'Recovery code'}</label>
          <input
            id={codeId}
            className="bo-input bo-code"
            autoFocus
            key={method}
            autoComplete="one-time-code"
            inputMode={method === 'totp' ? 'numeric' : 'text'}
            spellCheck={false}
            placeholder={method === 'totp' ? '123 456' : 'abcd-efgh-jkmn-pqrs'}
            maxLength={method === 'totp' ? 20 : 64}
            value={code}
            disabled={submitting}
            onChange={(event) => setCode(event.target.value)}
          />
          <button type="submit" className="bo-submit" disabled={submitting || !code.trim()}>
            {submitting && !withPasskey && <span className="bo-spin" aria-hidden="true" />}
            {submitting && !withPasskey ? 'Checking…' : 'Verify'}
          </button>
          {passkeyButton && (
            <div className="bo-signin-or" aria-hidden="true">
              or
            </div>
          )}
        </>
      )}
      {passkeyButton}
      <div className="bo-signin-links">
        {canUseTotp && canUseRecovery && (
          <button type="button" className="bo-link" onClick={() => switchTo(method === 'totp' ? 'recovery' : 'totp')}>
            {method === 'totp' ? 'Use a recovery code instead' : 'Use the authenticator app instead'}
          </button>
        )}
        <button type="button" className="bo-link" onClick={onRestart}>
          Start over
        </button>
      </div>
    </form>
  );
}
