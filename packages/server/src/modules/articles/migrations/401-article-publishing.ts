import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Drafts and scheduled publishing: `status` draft, published or scheduled (with `publish_at`). Existing
 * articles were all on the site, so they become published. The public list reads (kind, status, date).
 */
export const articlePublishingMigration: Migration = {
  async up(db: Kysely<any>) {
    await sql`alter table articles add column status text not null default 'published' check (status in ('draft', 'published', 'scheduled'))`.execute(
      db,
    );
    await sql`alter table articles add column publish_at timestamptz`.execute(db);
    await sql`alter table articles add constraint articles_scheduled_has_time check (status <> 'scheduled' or publish_at is not null)`.execute(
      db,
    );
    await sql`create index articles_kind_status_date_idx on articles (kind, status, date desc, created_at desc)`.execute(
      db,
    );
  },
  async down(db: Kysely<any>) {
    await sql`drop index articles_kind_status_date_idx`.execute(db);
    await sql`alter table articles drop constraint articles_scheduled_has_time`.execute(db);
    await sql`alter table articles drop column publish_at`.execute(db);
    await sql`alter table articles drop column status`.execute(db);
  },
};
