import { sql, type Kysely, type Migration } from 'kysely';

/**
 * A focal point per file (issue 37): the point (x, y from 0 to 1, from the top left) the cropper centres on and
 * the site keeps in view; both null when none was chosen (the middle).
 */
export const mediaFocalPointMigration: Migration = {
  async up(db: Kysely<any>) {
    await sql`
      alter table media
        add column focal_x real check (focal_x between 0 and 1),
        add column focal_y real check (focal_y between 0 and 1),
        add constraint media_focal_point_whole check ((focal_x is null) = (focal_y is null))`.execute(db);
  },
  async down(db: Kysely<any>) {
    await sql`alter table media drop constraint media_focal_point_whole, drop column focal_x, drop column focal_y`.execute(
      db,
    );
  },
};
