import { lazy, Suspense, useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useService } from '../core/services-context';
import { Config, Session } from '../core/tokens';
import { Logo } from './Logo';
import { signInCss } from './sign-in-css';
import { cspNonce } from '../core/csp-nonce';
import { ssoOutcomeMessage } from './sso-outcome';
import type { SignInSecondStep } from '../session/session';
import { useMessages } from '../i18n/use-messages';
import { LanguagePicker } from './LanguagePicker';
import { removeStaticSignIn, staticSignInState } from './static-sign-in';

// The second step's screens load only when an account needs one (after the password): not part of the first paint.
const SignInEnrolment = lazy(() => import('./SignInEnrolment').then((module) => ({ default: module.SignInEnrolment })));
const SignInSecondFactor = lazy(() =>
  import('./SignInSecondFactor').then((module) => ({ default: module.SignInSecondFactor })),
);

export interface SignInScreenProps {
  /** The page's query string: a refused single sign-on comes back as `?sso=<reason>`. */
  search: string;
  /** Signed in: opens the app (the button keeps saying "Signing in…" until it does; a failure shows here). */
  onSignedIn: () => Promise<void>;
  /** The admin's first key or pointer press in the form: what the first screen needs can start loading. */
  onIntent?: () => void;
}

/** Whether this browser has WebAuthn at all (the button is left out otherwise). */
const passkeysSupported = () => typeof window.PublicKeyCredential === 'function';

/**
 * Email and password, no client validation; the server's message on failure, else 'Login failed'.
 * With single sign-on on (`/config.json`'s `sso`), "Sign in with <provider>" comes first: a plain link to the
 * server's start, which leaves the app for the provider; a refusal comes back as `/?sso=<reason>`, shown here.
 * An account with a second factor then enters its code (or a recovery code), or uses one of its passkeys
 * (the passkey library loading only then); one whose role requires a second
 * factor it lacks sets one up first (SignInSecondFactor, SignInEnrolment).
 * Plain HTML styled like the dark theme: the first screen loads no component library at all, which keeps
 * it fast (the budget is 160 KB of gzipped JavaScript): it runs on the kernel's services alone, without the router,
 * the container or the plugins (start.tsx), and inside the router after a sign-out (guards.tsx). "Sign in with a
 * passkey" needs no e-mail: the browser offers the passkeys it has for this site (the passkey library loads only
 * when it is pressed).
 */
export function SignInScreen({ search, onSignedIn, onIntent }: SignInScreenProps) {
  const session = useService(Session);
  const config = useService(Config);
  const { t } = useMessages();
  useEffect(() => {
    document.title = t('Sign in · {{product}}', { product: config.productName || 'Backoffice' });
  }, [config.productName, t]);
  const emailId = useId();
  const passwordId = useId();
  // What was typed into index.html's static form before this screen took over is kept (static-sign-in.ts).
  const [handover] = useState(staticSignInState);
  const [email, setEmail] = useState(handover.email);
  const [password, setPassword] = useState(handover.password);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  // In the same frame as this screen's first paint: the static one goes, the field that had the focus keeps it.
  useLayoutEffect(() => {
    removeStaticSignIn();
    if (handover.focused === 'password') passwordRef.current?.focus();
    else if (handover.focused === 'email') emailRef.current?.focus();
  }, [handover]);
  const [showPassword, setShowPassword] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const sso = config.sso?.enabled
    ? { name: config.sso.displayName || 'SSO', href: config.sso.startUrl || '/api/auth/oidc/start' }
    : null;
  const [error, setError] = useState<string | null>(() =>
    sso ? ssoOutcomeMessage(new URLSearchParams(search).get('sso'), sso.name) : null,
  );
  const [secondStep, setSecondStep] = useState<SignInSecondStep | null>(null);

  const [withPasskey, setWithPasskey] = useState(false);

  const attempt = async (signIn: () => Promise<SignInSecondStep | null | void>, fallback: string) => {
    setSubmitting(true);
    setError(null);
    try {
      const step = await signIn();
      if (!step) return await onSignedIn();
      setSecondStep(step);
      setPassword('');
      setSubmitting(false);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : fallback);
      setSubmitting(false);
      setWithPasskey(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void attempt(() => session.signIn(email, password), t('Login failed'));
  };
  // Sent from the static form before the app started: sent now (once, whatever StrictMode replays).
  const sentHandover = useRef(false);
  useEffect(() => {
    if (!handover.submitted || sentHandover.current) return;
    sentHandover.current = true;
    void attempt(() => session.signIn(handover.email, handover.password), t('Login failed'));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [handover]);
  const signInWithPasskey = () => {
    setWithPasskey(true);
    void attempt(() => session.signInWithPasskey(), t('Passkey sign-in failed'));
  };
  const restart = () => {
    setSecondStep(null);
    setError(null);
  };

  const head = (
    <div className="bo-signin-head">
      <Logo name={config.productName} size={40} />
      <h1>{t('Sign in')}</h1>
      <p>
        {secondStep
          ? secondStep.step === 'enrol'
            ? t('Set up two-factor authentication')
            : t('Two-factor authentication')
          : t("Manage the site's content and the leads it collects.")}
      </p>
    </div>
  );
  if (secondStep) {
    return (
      <main className="bo-signin">
        <style nonce={cspNonce()}>{signInCss}</style>
        <div className="bo-signin-card">
          {head}
          <Suspense fallback={<p aria-busy="true">…</p>}>
            {secondStep.step === 'enrol' ? (
              <SignInEnrolment
                step={secondStep}
                session={session}
                onRestart={restart}
                onDone={() => void onSignedIn().catch(console.error)}
              />
            ) : (
              <SignInSecondFactor
                step={secondStep}
                onRestart={restart}
                onSubmit={async (method, code) => {
                  await session.completeSignIn(method, secondStep.ticket, code);
                  await onSignedIn();
                }}
                onPasskey={async () => {
                  await session.completeSignInWithPasskey(secondStep.ticket);
                  await onSignedIn();
                }}
              />
            )}
          </Suspense>
        </div>
      </main>
    );
  }

  return (
    <main className="bo-signin">
      <style nonce={cspNonce()}>{signInCss}</style>
      <form
        className="bo-signin-card"
        onSubmit={submit}
        onKeyDown={onIntent}
        onPointerDown={onIntent}
        aria-label={t('Sign in')}
        aria-busy={submitting}
      >
        {head}
        {error && (
          <div role="alert" className="bo-signin-error">
            {error}
          </div>
        )}
        {sso && (
          <>
            <a className="bo-sso" href={sso.href} aria-disabled={submitting || undefined}>
              {t('Sign in with {{provider}}', { provider: sso.name })}
            </a>
            <div className="bo-or">
              <span>{t('or with your password')}</span>
            </div>
          </>
        )}
        <label htmlFor={emailId}>{t('Email')}</label>
        <input
          id={emailId}
          ref={emailRef}
          className="bo-input"
          type="email"
          autoComplete="username"
          autoFocus={!sso}
          value={email}
          disabled={submitting}
          onChange={(event) => setEmail(event.target.value)}
        />
        <label htmlFor={passwordId}>{t('Password')}</label>
        <div className="bo-password">
          <input
            id={passwordId}
            ref={passwordRef}
            className="bo-input"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            value={password}
            disabled={submitting}
            onChange={(event) => setPassword(event.target.value)}
          />
          <button
            type="button"
            className="bo-reveal"
            onClick={() => setShowPassword((shown) => !shown)}
            aria-label={showPassword ? t('Hide password') : t('Show password')}
          >
            {showPassword ? t('Hide') : t('Show')}
          </button>
        </div>
        <button type="submit" className="bo-submit" disabled={submitting}>
          {submitting && !withPasskey && <span className="bo-spin" aria-hidden="true" />}
          {submitting && !withPasskey ? t('Signing in…') : t('Sign in')}
        </button>
        {passkeysSupported() && (
          <>
            <div className="bo-signin-or" aria-hidden="true">
              {t('or')}
            </div>
            <button type="button" className="bo-passkey" disabled={submitting} onClick={signInWithPasskey}>
              {withPasskey && <span className="bo-spin bo-spin-dark" aria-hidden="true" />}
              {withPasskey ? t('Waiting for your passkey…') : t('Sign in with a passkey')}
            </button>
          </>
        )}
        <LanguagePicker />
      </form>
    </main>
  );
}
