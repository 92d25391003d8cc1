import { sql, type Kysely, type Migration } from 'kysely';

/** The Cover Letter the candidate view shows: the text the applicant wrote, '' when none. */
export const candidateCoverLetterMigration: Migration = {
  async up(db: Kysely<any>) {
    await sql`alter table job_candidates add column cover_letter text not null default ''`.execute(db);
  },
  async down(db: Kysely<any>) {
    await sql`alter table job_candidates drop column cover_letter`.execute(db);
  },
};
