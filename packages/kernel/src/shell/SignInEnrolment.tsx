import { useEffect, useId, useState, type FormEvent } from 'react';
import type { TotpSetup } from '@backoffice/contracts';
import type { Session, SignInSecondStep } from '../session/session';

/**
 * A role that requires a second factor, met by an admin without one: before entering the app they scan the QR
 * code (or type the secret) into an authenticator app, confirm with its first code, and are shown their
 * recovery codes once.
 */
export function SignInEnrolment({
  step,
  session,
  onRestart,
  onDone,
}: {
  step: SignInSecondStep;
  session: Session;
  onRestart: () => void;
  onDone: () => void;
}) {
  const codeId = useId();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [code, setCode] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ recoveryCodes: string[]; enter: () => void } | null>(null);

  useEffect(() => {
    let current = true;
    session.startSignInEnrolment(step.ticket).then(
      (answer) => current && setSetup(answer),
      (failure: Error) => current && setError(failure.message),
    );
    return () => {
      current = false;
    };
  }, [session, step.ticket]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    try {
      setDone(await session.confirmSignInEnrolment(step.ticket, code.trim()));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'That code did not work');
    } finally {
      setSubmitting(false);
    }
  };

  if (done) {
    return (
      <div className="bo-signin-step" role="group" aria-label="Recovery codes">
        <p>
          Two-factor authentication is on. Save these recovery codes somewhere safe: each signs you in once if you lose
          your phone. They are not shown again.
        </p>
        <ol className="bo-recovery-codes">
          {done.recoveryCodes.map((recoveryCode) => (
            <li key={recoveryCode}>
              <code>{recoveryCode}</code>
            </li>
          ))}
        </ol>
        <button
          type="button"
          className="bo-submit"
          onClick={() => {
            done.enter();
            onDone();
          }}
        >
          I have saved them, continue
        </button>
      </div>
    );
  }

  return (
    <form
      className="bo-signin-step"
      onSubmit={submit}
      aria-label="Set up two-factor authentication"
      aria-busy={submitting}
    >
      <p>
        Your role requires two-factor authentication. Scan this code with an authenticator app (or type the key), then
        enter the 6-digit code it shows.
      </p>
      {error && (
        <div role="alert" className="bo-signin-error">
          {error}
        </div>
      )}
      {setup ? (
        <>
          <img
            className="bo-qr"
            src={setup.qrDataUrl}
            width={180}
            height={180}
            alt="QR code for your authenticator app"
          />
          <p className="bo-secret">
            Key: <code>{setup.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
          </p>
        </>
      ) : (
        !error && <span className="bo-spin bo-spin-large" role="status" aria-label="Loading" />
      )}
      <label htmlFor={codeId}>Authentication code</label>
      <input
        id={codeId}
        className="bo-input bo-code"
        autoComplete="one-time-code"
        inputMode="numeric"
        placeholder="123 456"
        maxLength={20}
        value={code}
        disabled={submitting || !setup}
        onChange={(event) => setCode(event.target.value)}
      />
      <button type="submit" className="bo-submit" disabled={submitting || !setup || !code.trim()}>
        {submitting && <span className="bo-spin" aria-hidden="true" />}
        {submitting ? 'Checking…' : 'Turn on and sign in'}
      </button>
      <div className="bo-signin-links">
        <button type="button" className="bo-link" onClick={onRestart}>
          Start over
        </button>
      </div>
    </form>
  );
}
