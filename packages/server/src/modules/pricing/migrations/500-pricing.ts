import { sql, type Kysely, type Migration } from 'kysely';

/** Pricing plans: prices in USD, up to 10 features each. */
export const pricingMigration: Migration = {
  async up(db: Kysely<any>) {
    await sql`
      create table pricing_plans (
        id uuid primary key default gen_random_uuid(),
        plan_name text not null,
        monthly_price numeric(12, 2) not null check (monthly_price >= 0),
        yearly_price numeric(12, 2) not null check (yearly_price >= 0),
        description text not null,
        features jsonb not null default '[]'::jsonb,
        media text not null default '',
        position integer not null default 0,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`.execute(db);
  },
  async down(db: Kysely<any>) {
    await sql`drop table pricing_plans`.execute(db);
  },
};
