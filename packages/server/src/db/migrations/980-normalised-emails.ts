import { sql, type Kysely, type Migration } from 'kysely';
import { emailKey, NOT_AN_EMAIL } from '../../auth/email-address';

/** Rows whose address may not be in its stored form: upper case, spaces, anything outside printable ASCII. */
const mayNeedNormalising = (column: string) =>
  sql<boolean>`${sql.ref(column)} ~ '[^!-~]' or ${sql.ref(column)} <> lower(${sql.ref(column)})`;

interface Stored {
  id: string;
  address: string;
  created_at: Date;
}

async function storedForms(db: Kysely<any>, table: string, column: string): Promise<Stored[]> {
  return (await db
    .selectFrom(table)
    .select(['id', 'created_at', sql.ref<string>(column).as('address')])
    .where(mayNeedNormalising(column))
    .orderBy('created_at')
    .orderBy('id')
    .execute()) as Stored[];
}

/** The row already holding this address in its stored form (the tables with a unique address), if any. */
async function holderOf(db: Kysely<any>, table: string, address: string, exceptId: string) {
  return db
    .selectFrom(table)
    .select('id')
    .where(sql`lower(email)`, '=', address)
    .where('id', '<>', exceptId)
    .executeTakeFirst();
}

/**
 * Addresses stored before normalisation (auth/email-address.ts) take their one stored form (NFKC, invisible
 * characters dropped, lower case, trimmed), so look-ups, the unique indexes and erasure meet every form. Where
 * two rows of a table with unique addresses collapse to one address:
 * - admins: the older account takes the address; the look-alike keeps its stored address untouched (no account
 *   is merged or lost), cannot sign in under it any more (sign-in finds the real account) and stays in the user
 *   list for a super admin to remove;
 * - newsletter: the same person subscribed twice; the look-alike row is removed and the remaining subscription
 *   keeps the earlier date (a subscription holds nothing but the address and that date).
 * Leads, contact-sales requests and candidates have no unique address: every row is normalised.
 * Failed sign-ins logged before kept whatever was typed as the address (often a password): what is not a
 * well-formed address becomes `(not an e-mail address)`, as the sign-in now logs it.
 */
export const normalisedEmailsMigration: Migration = {
  async up(db: Kysely<any>) {
    for (const row of await storedForms(db, 'admins', 'email')) {
      const normal = emailKey(row.address);
      if (normal === row.address || (await holderOf(db, 'admins', normal, row.id))) continue;
      await db.updateTable('admins').set({ email: normal }).where('id', '=', row.id).execute();
    }
    for (const row of await storedForms(db, 'newsletter_subscribers', 'email')) {
      const normal = emailKey(row.address);
      if (normal === row.address) continue;
      const holder = await holderOf(db, 'newsletter_subscribers', normal, row.id);
      if (holder) {
        await db.deleteFrom('newsletter_subscribers').where('id', '=', row.id).execute();
        await db
          .updateTable('newsletter_subscribers')
          .set({ created_at: sql`least(created_at, ${row.created_at})` })
          .where('id', '=', holder.id)
          .execute();
      } else {
        await db.updateTable('newsletter_subscribers').set({ email: normal }).where('id', '=', row.id).execute();
      }
    }
    for (const [table, column] of [
      ['leads', 'email'],
      ['contact_sales', 'company_email'],
      ['job_candidates', 'email'],
    ]) {
      for (const row of await storedForms(db, table, column)) {
        const normal = emailKey(row.address);
        if (normal !== row.address)
          await db
            .updateTable(table)
            .set({ [column]: normal })
            .where('id', '=', row.id)
            .execute();
      }
    }
    // One statement however long the log: the same pattern as isWellFormedEmail, in SQL.
    await db
      .updateTable('activity')
      .set({ label: NOT_AN_EMAIL })
      .where('action', '=', 'signin-failed')
      .where(sql<boolean>`label !~ '^[^[:space:]@]+@[^[:space:]@]+[.][^[:space:]@]+$' or length(label) > 320`)
      .execute();
  },
  // Nothing to undo: the stored form is a valid address for the code before it too.
  async down() {},
};
