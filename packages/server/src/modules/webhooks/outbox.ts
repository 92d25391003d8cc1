import { randomUUID } from 'node:crypto';
import type { ContentChange } from '@backoffice/contracts';
import { sql } from 'kysely';
import type { Tx } from '../../db/record-writes';
import type { JobQueue } from '../../jobs/job-queue';
import './tables';

/** The job queue of webhook deliveries (one job per delivery attempt series). */
export const DELIVERY_QUEUE = 'webhook-delivery';

export interface DeliveryJob {
  deliveryId: string;
}

/** A Standard Webhooks message id: `msg_` and 32 hex digits. */
const newMessageId = () => `msg_${randomUUID().replace(/-/g, '')}`;

/**
 * In the write's transaction: one delivery row and one job for each active endpoint that hears of this kind.
 * Both commit with the write or not at all, so a change is never lost after its save answered, nor announced
 * for a write that rolled back. Answers how many deliveries were queued.
 */
export async function queueDeliveries(tx: Tx, jobs: JobQueue, change: ContentChange): Promise<number> {
  const endpoints = await tx
    .selectFrom('webhook_endpoints')
    .select('id')
    .where('paused', '=', false)
    .where((where) => where.or([sql<boolean>`cardinality(events) = 0`, sql<boolean>`${change.kind} = any(events)`]))
    .execute();
  if (endpoints.length === 0) return 0;
  const payload = JSON.stringify(change);
  const rows = await tx
    .insertInto('webhook_deliveries')
    .values(
      endpoints.map((endpoint) => ({
        endpoint_id: endpoint.id,
        message_id: newMessageId(),
        event: change.event,
        payload,
      })),
    )
    .returning('id')
    .execute();
  for (const row of rows) await jobs.send(DELIVERY_QUEUE, { deliveryId: row.id } satisfies DeliveryJob, { tx });
  return rows.length;
}
