import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import { compiledOnce } from '../../packages/server/src/db/compiled-once';

interface Things {
  things: { id: string; name: string; seen: Date };
}

/** A kysely that runs nothing (every query answers no rows) and records the SQL and parameters it was given. */
function recordingDb() {
  const ran: Array<{ sql: string; parameters: readonly unknown[] }> = [];
  const db = new Kysely<Things>({
    dialect: { createAdapter: () => new PostgresAdapter(), createDriver: () => new DummyDriver(), createIntrospector: (kysely) => new PostgresIntrospector(kysely), createQueryCompiler: () => new PostgresQueryCompiler() },
    log: (event) => void ran.push({ sql: event.query.sql, parameters: event.query.parameters }),
  });
  return { db, ran };
}

describe('compiledOnce (the session lookup builds its SQL once)', () => {
  it('builds the query on the first call only, then runs the same SQL with each call own values', async () => {
    const { db, ran } = recordingDb();
    let builds = 0;
    const find = compiledOnce((kysely: Kysely<Things>, id: string, after: Date) => {
      builds += 1;
      return kysely.selectFrom('things').selectAll().where('id', '=', id).where('seen', '>', after);
    });
    const [first, second] = [new Date(1), new Date(2)];
    await find(db, 'a', first);
    await find(db, 'b', second);
    expect(builds).toBe(1);
    expect(ran.map((query) => query.sql)).toEqual([ran[0].sql, ran[0].sql]);
    expect(ran[0].sql).toBe('select * from "things" where "id" = $1 and "seen" > $2');
    expect(ran.map((query) => query.parameters)).toEqual([['a', first], ['b', second]]);
  });

  it('refuses a query whose parameters are not exactly its arguments in order', async () => {
    const { db } = recordingDb();
    const swapped = compiledOnce((kysely: Kysely<Things>, id: string, name: string) => kysely.selectFrom('things').selectAll().where('name', '=', name).where('id', '=', id));
    await expect(swapped(db, 'a', 'b')).rejects.toThrow(/not its arguments in order/);
    const extra = compiledOnce((kysely: Kysely<Things>, id: string) => kysely.selectFrom('things').selectAll().where('id', '=', id).limit(1));
    await expect(extra(db, 'a')).rejects.toThrow(/not its arguments in order/);
  });
});
