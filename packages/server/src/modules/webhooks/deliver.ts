import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/schema';
import { redactedUrl } from '../../http/redacted-url';
import { defineJob, type JobRun } from '../../jobs/job-definition';
import { errorText } from '../../jobs/error-text';
import { webhookDelivered } from '../../metrics/metrics';
import { DELIVERY_QUEUE, type DeliveryJob } from './outbox';
import { legacySignatureOf, standardHeaders } from './signature';
import { postWebhook } from './webhook-post';
import './tables';

/** One call may take this long before it counts as failed (and is tried again later). */
const CALL_TIMEOUT_MS = 10_000;

/** An error's message with the URL's credentials, should it quote them, replaced as in the logged address. */
function redactedText(message: string, url: string): string {
  const target = new URL(url);
  const secrets = [
    target.username,
    target.password,
    decodeURIComponent(target.username),
    decodeURIComponent(target.password),
  ].filter((part) => part.length > 0);
  return secrets.reduce((text, part) => text.split(part).join('***'), message.split(url).join(redactedUrl(url)));
}

/** The failure of a call that answered: a redirect is never followed, so it is a failure too. */
function answeredFailure(status: number): string {
  return status >= 300 && status < 400 ? `answered ${status}, a redirect (not followed)` : `answered ${status}`;
}

/**
 * The webhook-delivery job: signs the delivery's stored body with its endpoint's secret (Standard Webhooks
 * headers, the same `webhook-id` on every attempt) and POSTs it. Each attempt is recorded on the delivery row
 * (status, attempts, answer code, duration, last error); a failure throws, so the engine retries it with back-off
 * and, after the last, logs one line naming the endpoint, the message and the reason. A delivery already
 * delivered (its job retried after a crash between the two writes) is not sent again.
 */
export function deliveryJob({ db, config }: { db: Kysely<Database>; config: AppConfig }) {
  async function deliver({ deliveryId }: DeliveryJob, run: JobRun): Promise<void> {
    const delivery = await db
      .selectFrom('webhook_deliveries as d')
      .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
      .select(['d.id', 'd.message_id', 'd.payload', 'd.status', 'e.url', 'e.secret', 'e.paused', 'e.source'])
      .where('d.id', '=', deliveryId)
      .executeTakeFirst();
    // Gone with its endpoint, or already done.
    if (!delivery || delivery.status === 'delivered') return;
    const record = (values: {
      status: 'delivered' | 'retrying' | 'failed';
      response_code: number | null;
      duration_ms: number | null;
      last_error: string | null;
    }) =>
      db
        .updateTable('webhook_deliveries')
        .set((update) => ({
          ...values,
          attempts: update('attempts', '+', 1),
          updated_at: new Date(),
          ...(values.status === 'delivered' ? { delivered_at: new Date() } : {}),
        }))
        .where('id', '=', deliveryId)
        .execute();
    const failed = async (reason: string, responseCode: number | null, durationMs: number | null) => {
      await record({
        status: run.last ? 'failed' : 'retrying',
        response_code: responseCode,
        duration_ms: durationMs,
        last_error: reason,
      });
      throw new Error(`${redactedUrl(delivery.url)} (${delivery.message_id}): ${reason}`);
    };
    if (delivery.paused) return failed('the endpoint is paused', null, null);

    const body = typeof delivery.payload === 'string' ? delivery.payload : JSON.stringify(delivery.payload);
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'user-agent': 'Backoffice-Webhooks/2',
      ...standardHeaders(delivery.secret, delivery.message_id, body),
      ...(delivery.source === 'env' ? { 'x-content-signature': legacySignatureOf(delivery.secret, body) } : {}),
    };
    const started = performance.now();
    let status: number;
    try {
      status = await postWebhook({
        url: delivery.url,
        headers,
        body,
        allowPrivate: config.webhookAllowPrivate,
        timeoutMs: CALL_TIMEOUT_MS,
      });
    } catch (error) {
      webhookDelivered(false);
      return failed(redactedText(errorText(error), delivery.url), null, Math.round(performance.now() - started));
    }
    const duration = Math.round(performance.now() - started);
    webhookDelivered(status >= 200 && status < 300);
    if (status >= 200 && status < 300) {
      await record({ status: 'delivered', response_code: status, duration_ms: duration, last_error: null });
      return;
    }
    return failed(answeredFailure(status), status, duration);
  }

  return defineJob<DeliveryJob>({
    queue: DELIVERY_QUEUE,
    retries: config.webhookRetries,
    retryDelaySeconds: config.webhookRetryDelaySeconds,
    // A call takes at most CALL_TIMEOUT_MS: an attempt active far longer belongs to a process that was killed.
    expireInSeconds: 15,
    // Calls in flight at once in one process: a receiver that hangs holds one place for up to CALL_TIMEOUT_MS.
    concurrency: 16,
    run: deliver,
  });
}
