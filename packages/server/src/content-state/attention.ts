import type { Kysely } from 'kysely';
import type { TableName } from '../db/record-writes';
import type { Database } from '../db/schema';
import type { DashboardAttention } from '../modules/module';

/** Records of a table with drafts waiting to be published (never published, or changed since), or with a publish time. */
async function countWaiting(db: Kysely<Database>, table: TableName, scheduled: boolean): Promise<number> {
  // Tables are chosen by the caller: kysely's untyped view (as in src/db).
  const query = (db as unknown as Kysely<any>).selectFrom(table).select((eb) => eb.fn.countAll<number>().as('count'));
  const waiting = scheduled
    ? query.where('publish_at', 'is not', null)
    : query
        .where('publish_at', 'is', null)
        .where((eb) => eb.or([eb('published', '=', false), eb('draft', 'is not', null)]));
  return Number((await waiting.executeTakeFirstOrThrow()).count);
}

/** The dashboard's "needs attention" entries of a kind with drafts: its drafts and its scheduled records, linking to its list. */
export function publishingAttention(
  table: TableName,
  key: string,
  names: { drafts: string; scheduled: string },
  path: string,
): DashboardAttention[] {
  return [
    { key: `draft-${key}`, title: names.drafts, path, count: (db) => countWaiting(db, table, false) },
    { key: `scheduled-${key}`, title: names.scheduled, path, count: (db) => countWaiting(db, table, true) },
  ];
}
