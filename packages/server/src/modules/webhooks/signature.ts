import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { isStandardSecret } from './secrets';

/**
 * The Standard Webhooks headers of one call (https://www.standardwebhooks.com): `webhook-id` (the delivery's
 * message id, the same on every attempt), `webhook-timestamp` (seconds, now) and `webhook-signature`
 * (`v1,<base64 HMAC-SHA256 of "id.timestamp.body">`), made by the `standardwebhooks` package. A `whsec_` secret is
 * used as the specification says (its base64 bytes); any other text (an older CONTENT_WEBHOOK_SECRET) as its bytes.
 */
export function standardHeaders(
  secret: string,
  messageId: string,
  body: string,
  at = new Date(),
): Record<string, string> {
  const signer = isStandardSecret(secret)
    ? new Webhook(secret)
    : new Webhook(new Uint8Array(Buffer.from(secret, 'utf8')), { format: 'raw' });
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signer.sign(messageId, at, body),
  };
}

/** The earlier `X-Content-Signature: sha256=<hex>` (HMAC of the body alone), still sent to CONTENT_WEBHOOK_URLS endpoints. */
export function legacySignatureOf(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}
