import {
  webhooksApi,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointBody,
} from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import { writeOriginOf } from '../../http/write-origin';
import { sql, type Selectable } from 'kysely';
import { AppError } from '../../http/app-error';
import { isPublicAddress, literalAddressOf } from '../../http/outbound-address';
import { redactedUrl } from '../../http/redacted-url';
import { route } from '../../http/route';
import { assertSentVersion } from '../../http/version-check';
import type { ModuleContext } from '../module';
import { DELIVERY_QUEUE, type DeliveryJob } from './outbox';
import { maskedSecret, newWebhookSecret } from './secrets';
import type { DeliveryStatus, WebhookDeliveriesTable, WebhookEndpointsTable } from './tables';

const MANAGE = { permission: 'webhooks:manage' } as const;
const MISSING = 'This webhook endpoint no longer exists';

function endpointOf(row: Selectable<WebhookEndpointsTable>, lastStatus: DeliveryStatus | null = null): WebhookEndpoint {
  return {
    _id: row.id,
    url: redactedUrl(row.url),
    description: row.description,
    events: row.events,
    paused: row.paused,
    source: row.source,
    secretHint: maskedSecret(row.secret),
    lastStatus,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** The one answer that shows an endpoint's secret: the message says to copy it now. */
function withSecretOnce(row: Selectable<WebhookEndpointsTable>, secret: string, message: string) {
  return { success: true as const, message, data: { ...endpointOf(row), secret } };
}

function deliveryOf(row: Selectable<WebhookDeliveriesTable>): WebhookDelivery {
  const payload = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as Record<string, unknown>;
  const summary = [payload.kind, payload.action, payload.slug ?? payload.pageKey ?? payload.id]
    .filter(Boolean)
    .join(' · ');
  return {
    _id: row.id,
    messageId: row.message_id,
    event: row.event,
    summary,
    status: row.status,
    attempts: row.attempts,
    responseCode: row.response_code,
    durationMs: row.duration_ms,
    lastError: row.last_error,
    createdAt: new Date(row.created_at).toISOString(),
    deliveredAt: row.delivered_at ? new Date(row.delivered_at).toISOString() : null,
  };
}

/**
 * An endpoint's address: http(s), no spaces; an address written as a loopback, link-local or private IP is
 * refused here already (unless WEBHOOK_ALLOW_PRIVATE), as every call would be. Names are checked at each call.
 */
function checkedUrl(text: string, allowPrivate: boolean): string {
  const url = text.trim();
  if (!/^https?:\/\/\S+$/i.test(url) || !URL.canParse(url))
    throw new AppError(400, 'The address must be an http:// or https:// URL', 'url');
  const literal = literalAddressOf(new URL(url));
  if (!allowPrivate && literal !== null && !isPublicAddress(literal)) {
    throw new AppError(
      400,
      `Webhook calls to ${literal} are refused (a loopback, link-local or private address); set WEBHOOK_ALLOW_PRIVATE to allow them`,
      'url',
    );
  }
  return url;
}

/** Webhook endpoints (add, edit, pause, delete, rotate the secret), their deliveries and a delivery's resend: super admins. */
export function webhookRoutes(app: FastifyInstance, { db, config, jobs }: ModuleContext) {
  route(app, webhooksApi.list, MANAGE, async () => {
    const rows = await db
      .selectFrom('webhook_endpoints as e')
      .selectAll('e')
      .select(
        sql<DeliveryStatus | null>`(select d.status from webhook_deliveries d where d.endpoint_id = e.id order by d.created_at desc limit 1)`.as(
          'last_status',
        ),
      )
      .orderBy('e.created_at')
      .execute();
    return { success: true, data: rows.map((row) => endpointOf(row, row.last_status)) };
  });

  route(app, webhooksApi.add, MANAGE, async (request, reply) => {
    const body: WebhookEndpointBody = request.body;
    const secret = newWebhookSecret();
    const row = await db
      .insertInto('webhook_endpoints')
      .values({
        url: checkedUrl(body.url, config.webhookAllowPrivate),
        description: body.description?.trim() ?? '',
        events: body.events ?? [],
        paused: body.paused ?? false,
        secret,
        source: 'admin',
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    reply.code(201);
    return withSecretOnce(row, secret, 'Webhook endpoint added; copy its secret now, it is not shown again');
  });

  route(app, webhooksApi.edit, MANAGE, async (request) => {
    const { id } = request.params;
    const body = request.body;
    const row = await db.transaction().execute(async (tx) => {
      const current = await tx
        .selectFrom('webhook_endpoints')
        .selectAll()
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!current) throw new AppError(404, MISSING);
      assertSentVersion(writeOriginOf(request), current.updated_at, body.updatedAt);
      if (current.source === 'env' && body.url !== undefined && body.url.trim() !== current.url) {
        throw new AppError(409, 'This endpoint comes from CONTENT_WEBHOOK_URLS: change its address there', 'url');
      }
      return tx
        .updateTable('webhook_endpoints')
        .set({
          ...(body.url !== undefined && current.source === 'admin'
            ? { url: checkedUrl(body.url, config.webhookAllowPrivate) }
            : {}),
          ...(body.description !== undefined ? { description: body.description.trim() } : {}),
          ...(body.events !== undefined ? { events: body.events } : {}),
          ...(body.paused !== undefined ? { paused: body.paused } : {}),
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return {
      success: true,
      message: row.paused ? 'Webhook endpoint saved (paused)' : 'Webhook endpoint saved',
      data: endpointOf(row),
    };
  });

  route(app, webhooksApi.remove, MANAGE, async (request) => {
    const current = await db
      .selectFrom('webhook_endpoints')
      .select(['id', 'source'])
      .where('id', '=', request.params.id)
      .executeTakeFirst();
    if (!current) throw new AppError(404, MISSING);
    if (current.source === 'env')
      throw new AppError(409, 'This endpoint comes from CONTENT_WEBHOOK_URLS: remove it there (or pause it here)');
    await db.deleteFrom('webhook_endpoints').where('id', '=', current.id).execute();
    return { success: true, message: 'Webhook endpoint deleted' };
  });

  route(app, webhooksApi.rotateSecret, MANAGE, async (request) => {
    const current = await db
      .selectFrom('webhook_endpoints')
      .select(['id', 'source'])
      .where('id', '=', request.params.id)
      .executeTakeFirst();
    if (!current) throw new AppError(404, MISSING);
    if (current.source === 'env')
      throw new AppError(409, 'This endpoint signs with CONTENT_WEBHOOK_SECRET: change the secret there');
    const secret = newWebhookSecret();
    const row = await db
      .updateTable('webhook_endpoints')
      .set({ secret, updated_at: new Date() })
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return withSecretOnce(row, secret, 'Secret rotated; copy it now, it is not shown again');
  });

  route(app, webhooksApi.deliveries, MANAGE, async (request) => {
    const { id } = request.params;
    const page = request.query.page ?? 1;
    const pageSize = request.query.pageSize ?? 20;
    const endpoint = await db.selectFrom('webhook_endpoints').select('id').where('id', '=', id).executeTakeFirst();
    if (!endpoint) throw new AppError(404, MISSING);
    const [rows, count] = await Promise.all([
      db
        .selectFrom('webhook_deliveries')
        .selectAll()
        .where('endpoint_id', '=', id)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      db
        .selectFrom('webhook_deliveries')
        .select(sql<number>`count(*)`.as('total'))
        .where('endpoint_id', '=', id)
        .executeTakeFirstOrThrow(),
    ]);
    return { success: true, data: { data: rows.map(deliveryOf), total: Number(count.total) } };
  });

  route(app, webhooksApi.resend, MANAGE, async (request) => {
    const { id } = request.params;
    // The same message (its webhook-id) again, with fresh attempts: the reset and its job commit together.
    await db.transaction().execute(async (tx) => {
      const current = await tx
        .selectFrom('webhook_deliveries')
        .select(['id', 'status'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!current) throw new AppError(404, 'This delivery no longer exists');
      if (current.status === 'pending' || current.status === 'retrying')
        throw new AppError(409, 'This delivery is still being tried');
      await tx
        .updateTable('webhook_deliveries')
        .set({ status: 'pending', updated_at: new Date() })
        .where('id', '=', id)
        .execute();
      await jobs.send(DELIVERY_QUEUE, { deliveryId: id } satisfies DeliveryJob, { tx });
    });
    return { success: true, message: 'Delivery queued again' };
  });
}
