/**
 * A receiver's check of a Backoffice webhook call (docs/webhooks.md), per the Standard Webhooks specification,
 * with the `standardwebhooks` package (npm; the same exists for Python, Go, Ruby, PHP...). Copy it beside your
 * route and pass it the raw body (the exact bytes received, before any JSON parsing).
 *
 * It never throws: a missing or malformed header, a wrong signature or a timestamp more than five minutes
 * away from now (a captured call replayed later) answer `{ ok: false, reason }`; answer 400 or 401 then.
 * A valid call answers its `webhook-id`, the same on every retry and resend of one event: keep the ids you
 * have handled (a day is enough) and skip a repeat, so each event takes effect once.
 */
import { Webhook } from 'standardwebhooks';

export type Verified = { ok: true; id: string; payload: unknown } | { ok: false; reason: string };

type Headers = Record<string, string | string[] | undefined>;

export function verifyWebhook(secret: string, rawBody: string | Buffer, headers: Headers): Verified {
  const header = (name: string) => {
    const value = headers[name] ?? headers[name.toLowerCase()];
    return Array.isArray(value) ? value[0] : value;
  };
  const id = header('webhook-id');
  const timestamp = header('webhook-timestamp');
  const signature = header('webhook-signature');
  if (!id || !timestamp || !signature)
    return { ok: false, reason: 'missing webhook-id, webhook-timestamp or webhook-signature' };
  try {
    // Checks the timestamp (±5 minutes) and compares each `v1,<base64>` signature in constant time.
    const payload = new Webhook(secret).verify(rawBody, {
      'webhook-id': id,
      'webhook-timestamp': timestamp,
      'webhook-signature': signature,
    });
    return { ok: true, id, payload };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : 'invalid signature' };
  }
}
