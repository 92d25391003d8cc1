import { sql, type Kysely, type Migration } from 'kysely';
import { pageKeyOf } from '../../content-api/page-keys';

/** The spec's section `slug`: the sections stored so far get theirs from their titles. */
export const sectionSlugMigration: Migration = {
  async up(db: Kysely<any>) {
    await sql`alter table sections add column slug text not null default ''`.execute(db);
    const rows = await db.selectFrom('sections').select(['id', 'title']).execute();
    for (const row of rows as Array<{ id: string; title: string }>) {
      await db
        .updateTable('sections')
        .set({ slug: pageKeyOf(row.title) })
        .where('id', '=', row.id)
        .execute();
    }
  },
  async down(db: Kysely<any>) {
    await sql`alter table sections drop column slug`.execute(db);
  },
};
