import { AppError } from '../http/app-error';

export const PASSKEY_NOT_VERIFIED = 'The passkey could not be verified. Please try again.';

/**
 * The challenge a WebAuthn answer signed, read from its clientDataJSON before anything else, so the server knows
 * which stored challenge to use up (and can say plainly when it is unknown, used or expired).
 */
export function challengeOf(clientDataJSON: string): string {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    if (typeof challenge === 'string' && challenge) return challenge;
  } catch {
    // Said below.
  }
  throw new AppError(400, PASSKEY_NOT_VERIFIED);
}
