import { sql, type Kysely, type Migration } from 'kysely';

/** The bytes of each application's files, so the private files' total can be kept under PRIVATE_FILES_MAX_BYTES. */
export const candidateFileBytesMigration: Migration = {
  async up(db: Kysely<any>) {
    await sql`alter table job_candidates add column files_bytes bigint not null default 0`.execute(db);
  },
  async down(db: Kysely<any>) {
    await sql`alter table job_candidates drop column files_bytes`.execute(db);
  },
};
