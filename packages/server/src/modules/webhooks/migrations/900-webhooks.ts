import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Webhook endpoints managed in the product, and one row per delivery of an event to one of them (its
 * Standard Webhooks `webhook-id`, state, attempts, last answer). A delivery row and its job are written in
 * the transaction of the write that caused them.
 */
export const webhooksMigration: Migration = {
  async up(db: Kysely<any>) {
    await sql`
      create table webhook_endpoints (
        id uuid primary key default gen_random_uuid(),
        url text not null,
        description text not null default '',
        -- Content kinds it hears of ('article', 'faq'...); empty: all of them.
        events text[] not null default '{}',
        -- whsec_<base64> (or, for an endpoint from CONTENT_WEBHOOK_SECRET, that variable's text).
        secret text not null,
        paused boolean not null default false,
        -- 'admin' (made in the product) or 'env' (from CONTENT_WEBHOOK_URLS at start).
        source text not null default 'admin' check (source in ('admin', 'env')),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`.execute(db);
    // One endpoint per address from the environment, however many processes start at once.
    await sql`create unique index webhook_endpoints_env_url_key on webhook_endpoints (url) where source = 'env'`.execute(
      db,
    );
    await sql`
      create table webhook_deliveries (
        id uuid primary key default gen_random_uuid(),
        endpoint_id uuid not null references webhook_endpoints (id) on delete cascade,
        -- The webhook-id header: the same for every attempt and resend, the receiver's idempotency key.
        message_id text not null unique,
        event text not null,
        payload jsonb not null,
        status text not null default 'pending' check (status in ('pending', 'retrying', 'delivered', 'failed')),
        attempts integer not null default 0,
        response_code integer,
        duration_ms integer,
        last_error text,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        delivered_at timestamptz
      )`.execute(db);
    await sql`create index webhook_deliveries_endpoint_idx on webhook_deliveries (endpoint_id, created_at desc)`.execute(
      db,
    );
  },
  async down(db: Kysely<any>) {
    await sql`drop table webhook_deliveries`.execute(db);
    await sql`drop table webhook_endpoints`.execute(db);
  },
};
