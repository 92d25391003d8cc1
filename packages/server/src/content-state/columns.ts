import { sql, type ColumnType, type Kysely } from 'kysely';

/**
 * The publishing columns every content table with drafts has (added by each module's own migration with
 * `addPublishingColumns`). The row's own columns hold the published version, or the record's only version
 * while it was never published; `draft` holds the changes saved since publishing, as column → value.
 */
export interface PublishingColumns {
  /** On the site (true for everything stored before drafts existed). */
  published: ColumnType<boolean, boolean | undefined, boolean>;
  draft: ColumnType<Record<string, unknown> | null, unknown, unknown>;
  publish_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  unpublish_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** The columns of `PublishingColumns`, which are not the record's content. */
export const PUBLISHING_COLUMN_NAMES = ['published', 'draft', 'publish_at', 'unpublish_at'] as const;

/** Adds the publishing columns to a content table: what it holds now was on the site, so it stays published. */
export async function addPublishingColumns(db: Kysely<any>, table: string): Promise<void> {
  await sql`alter table ${sql.table(table)} add column published boolean not null default true`.execute(db);
  await sql`alter table ${sql.table(table)} add column draft jsonb`.execute(db);
  await sql`alter table ${sql.table(table)} add column publish_at timestamptz`.execute(db);
  await sql`alter table ${sql.table(table)} add column unpublish_at timestamptz`.execute(db);
}

export async function dropPublishingColumns(db: Kysely<any>, table: string): Promise<void> {
  for (const column of PUBLISHING_COLUMN_NAMES)
    await sql`alter table ${sql.table(table)} drop column ${sql.ref(column)}`.execute(db);
}
