import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Articles move onto the shared drafts of every content kind (docs/editorial-workflow.md): `status` (draft,
 * published, scheduled) becomes the shared columns. Published articles, and scheduled ones whose time has come,
 * are on the site (`published`); drafts are not; a scheduled article still waiting keeps its `publish_at` (its
 * job is queued at start). `publish_at` is already there; `draft` and `unpublish_at` are added.
 */
export const articleSharedStateMigration: Migration = {
  async up(db: Kysely<any>) {
    await sql`alter table articles add column published boolean not null default true`.execute(db);
    await sql`alter table articles add column draft jsonb`.execute(db);
    await sql`alter table articles add column unpublish_at timestamptz`.execute(db);
    await sql`alter table articles drop constraint articles_scheduled_has_time`.execute(db);
    await sql`
      update articles set
        published = (status = 'published' or (status = 'scheduled' and publish_at <= now())),
        publish_at = case when status = 'scheduled' and publish_at > now() then publish_at end`.execute(db);
    await sql`drop index articles_kind_status_date_idx`.execute(db);
    await sql`alter table articles drop column status`.execute(db);
    await sql`create index articles_kind_published_date_idx on articles (kind, published, date desc, created_at desc)`.execute(
      db,
    );
  },
  async down(db: Kysely<any>) {
    await sql`drop index articles_kind_published_date_idx`.execute(db);
    await sql`alter table articles add column status text not null default 'published' check (status in ('draft', 'published', 'scheduled'))`.execute(
      db,
    );
    await sql`update articles set status = case when publish_at is not null then 'scheduled' when published then 'published' else 'draft' end`.execute(
      db,
    );
    await sql`alter table articles add constraint articles_scheduled_has_time check (status <> 'scheduled' or publish_at is not null)`.execute(
      db,
    );
    await sql`create index articles_kind_status_date_idx on articles (kind, status, date desc, created_at desc)`.execute(
      db,
    );
    await sql`alter table articles drop column unpublish_at`.execute(db);
    await sql`alter table articles drop column draft`.execute(db);
    await sql`alter table articles drop column published`.execute(db);
  },
};
