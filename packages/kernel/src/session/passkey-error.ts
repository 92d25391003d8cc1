import { errorMessage } from '../core/http';

/**
 * What to tell an admin when a passkey ceremony fails: the browser's refusals (the prompt closed, timed out, no
 * passkey for this site, not supported) in plain words, else the server's message, else `fallback`.
 */
export function passkeyErrorMessage(error: unknown, fallback: string): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError')
    return 'The passkey prompt was closed or timed out. Please try again.';
  if (name === 'InvalidStateError') return 'This authenticator is already registered.';
  if (name === 'SecurityError')
    return 'Passkeys do not work at this address. Open the app at its domain name (e.g. http://localhost:8080, not 127.0.0.1).';
  if (error instanceof Error && /WebAuthn is not supported/.test(error.message))
    return 'This browser does not support passkeys.';
  return errorMessage(error, fallback);
}
