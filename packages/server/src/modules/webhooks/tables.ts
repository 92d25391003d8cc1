import type { WebhookDeliveryStatus } from '@backoffice/contracts';
import type { ColumnType, Generated } from 'kysely';
import type { RecordColumns } from '../../db/schema';

/** Tables of migration 900-webhooks. */
export interface WebhookEndpointsTable extends RecordColumns {
  url: string;
  description: ColumnType<string, string | undefined, string>;
  events: ColumnType<string[], string[] | undefined, string[]>;
  secret: string;
  paused: ColumnType<boolean, boolean | undefined, boolean>;
  source: ColumnType<'admin' | 'env', 'admin' | 'env' | undefined, 'admin' | 'env'>;
}

export type DeliveryStatus = WebhookDeliveryStatus;

export interface WebhookDeliveriesTable extends RecordColumns {
  endpoint_id: string;
  message_id: string;
  event: string;
  payload: ColumnType<unknown, string, string>;
  status: ColumnType<DeliveryStatus, DeliveryStatus | undefined, DeliveryStatus>;
  attempts: Generated<number>;
  response_code: ColumnType<number | null, number | null | undefined, number | null>;
  duration_ms: ColumnType<number | null, number | null | undefined, number | null>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  delivered_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

declare module '../../db/schema' {
  interface Database {
    webhook_endpoints: WebhookEndpointsTable;
    webhook_deliveries: WebhookDeliveriesTable;
  }
}
