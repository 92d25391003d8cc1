import { randomBytes } from 'node:crypto';

/** A new signing secret in the Standard Webhooks form: `whsec_` and 24 random bytes in base64. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/** `whsec_<base64>` as the specification writes it (the key is the decoded bytes). */
export function isStandardSecret(secret: string): boolean {
  return /^whsec_[A-Za-z0-9+/]+={0,2}$/.test(secret) && Buffer.from(secret.slice(6), 'base64').length >= 16;
}

/** The secret as the screens show it after it was created: its first characters only. */
export function maskedSecret(secret: string): string {
  return `${secret.slice(0, isStandardSecret(secret) ? 10 : 2)}…`;
}
