import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { returnPathOf } from './guards';
import { useService } from '../core/services-context';
import { Config, Session } from '../core/tokens';
import { Logo } from './Logo';
import { signInCss } from './sign-in-css';
import { cspNonce } from '../core/csp-nonce';

/**
 * Email and password, no client validation (admin spec §2 Sign-in); the server's message on failure, else 'Login failed'.
 * Plain HTML styled like the dark theme: the first screen loads no component library at all, which keeps
 * it fast (the budget is 200 KB of gzipped JavaScript).
 */
export function SignInScreen() {
  const session = useService(Session);
  const config = useService(Config);
  useEffect(() => {
    document.title = `Sign in · ${config.productName || 'Backoffice'}`;
  }, [config.productName]);
  const navigate = useNavigate();
  const { state } = useLocation();
  const emailId = useId();
  const passwordId = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    try {
      await session.signIn(email, password);
      navigate(returnPathOf(state), { replace: true });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Login failed');
      setSubmitting(false);
    }
  };

  return (
    <main className="bo-signin">
      <style nonce={cspNonce()}>{signInCss}</style>
      <form className="bo-signin-card" onSubmit={submit} aria-label="Sign in" aria-busy={submitting}>
        <div className="bo-signin-head">
          <Logo name={config.productName} size={40} />
          <h1>Sign in</h1>
          <p>Manage the site's content and the leads it collects.</p>
        </div>
        {error && <div role="alert" className="bo-signin-error">{error}</div>}
        <label htmlFor={emailId}>Email</label>
        <input
          id={emailId}
          className="bo-input"
          type="email"
          autoComplete="username"
          autoFocus
          value={email}
          disabled={submitting}
          onChange={(event) => setEmail(event.target.value)}
        />
        <label htmlFor={passwordId}>Password</label>
        <div className="bo-password">
          <input
            id={passwordId}
            className="bo-input"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            value={password}
            disabled={submitting}
            onChange={(event) => setPassword(event.target.value)}
          />
          <button type="button" className="bo-reveal" onClick={() => setShowPassword((shown) => !shown)} aria-label={showPassword ? 'Hide password' : 'Show password'}>
            {showPassword ? 'Hide' : 'Show'}
          </button>
        </div>
        <button type="submit" className="bo-submit" disabled={submitting}>
          {submitting && <span className="bo-spin" aria-hidden="true" />}
          {submitting ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
