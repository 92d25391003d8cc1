import { sql, type Kysely, type Migration } from 'kysely';

/** What the public site collects: newsletter sign-ups, sales leads, contact-sales requests, job applications. */
export const collectedDataMigration: Migration = {
  async up(db: Kysely<any>) {
    const record = sql`id uuid primary key default gen_random_uuid(), created_at timestamptz not null default now(), updated_at timestamptz not null default now()`;
    await sql`create table newsletter_subscribers (${record}, email text not null)`.execute(db);
    await sql`create unique index newsletter_subscribers_email_idx on newsletter_subscribers (lower(email))`.execute(
      db,
    );
    await sql`
      create table leads (${record}, first_name text not null, last_name text not null, company_name text not null, email text not null,
        phone_number text not null, num_of_orders text not null, countries_interested text not null)`.execute(db);
    await sql`
      create table contact_sales (${record}, full_name text not null, company_name text not null, company_email text not null, country text not null,
        mobile_number text not null, number_of_orders text not null, country_interested text not null)`.execute(db);
    await sql`
      create table job_candidates (${record}, job text not null, f_name text not null, l_name text not null, email text not null, phone text not null,
        linked_in text not null default '', resume_key text not null default '', resume_name text not null default '',
        portfolio_key text not null default '', portfolio_name text not null default '')`.execute(db);
    for (const [table, column] of [
      ['newsletter_subscribers', 'email'],
      ['leads', 'email'],
      ['contact_sales', 'company_email'],
      ['job_candidates', 'email'],
    ]) {
      await sql`create index ${sql.raw(`${table}_created_idx`)} on ${sql.table(table)} (created_at desc, id)`.execute(
        db,
      );
      await sql`create index ${sql.raw(`${table}_${column}_lower_idx`)} on ${sql.table(table)} (lower(${sql.ref(column)}))`.execute(
        db,
      );
    }
  },
  async down(db: Kysely<any>) {
    for (const table of ['job_candidates', 'contact_sales', 'leads', 'newsletter_subscribers'])
      await sql`drop table ${sql.table(table)}`.execute(db);
  },
};
