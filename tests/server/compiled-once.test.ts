import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import { compiledOnce, compiledPerShape } from '../../packages/server/src/db/compiled-once';

interface Things {
  things: { id: string; name: string; seen: Date };
}

/** A kysely that runs nothing (every query answers no rows) and records the SQL and parameters it was given. */
function recordingDb() {
  const ran: Array<{ sql: string; parameters: readonly unknown[] }> = [];
  const db = new Kysely<Things>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
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
    expect(ran.map((query) => query.parameters)).toEqual([
      ['a', first],
      ['b', second],
    ]);
  });

  it('refuses a query whose parameters are not exactly its arguments in order', async () => {
    const { db } = recordingDb();
    const swapped = compiledOnce((kysely: Kysely<Things>, id: string, name: string) =>
      kysely.selectFrom('things').selectAll().where('name', '=', name).where('id', '=', id),
    );
    await expect(swapped(db, 'a', 'b')).rejects.toThrow(/not the ones given, in order/);
    const extra = compiledOnce((kysely: Kysely<Things>, id: string) =>
      kysely.selectFrom('things').selectAll().where('id', '=', id).limit(1),
    );
    await expect(extra(db, 'a')).rejects.toThrow(/not the ones given, in order/);
  });

  it('keeps one SQL per shape when the SQL also depends on choices that are not parameters', async () => {
    const { db, ran } = recordingDb();
    const builds: string[] = [];
    const page = compiledPerShape(
      (kysely: Kysely<Things>, column: 'id' | 'name', size: number) => {
        builds.push(column);
        return kysely.selectFrom('things').selectAll().orderBy(column).limit(size);
      },
      { shapeOf: (column) => column, parametersOf: (_column, size) => [size] },
    );
    await page(db, 'id', 10);
    await page(db, 'name', 20);
    await page(db, 'id', 30);
    await page(db, 'name', 40);
    expect(builds).toEqual(['id', 'name']);
    expect(ran.map((query) => [query.sql, query.parameters])).toEqual([
      ['select * from "things" order by "id" limit $1', [10]],
      ['select * from "things" order by "name" limit $1', [20]],
      ['select * from "things" order by "id" limit $1', [30]],
      ['select * from "things" order by "name" limit $1', [40]],
    ]);
    const misnamed = compiledPerShape(
      (kysely: Kysely<Things>, id: string, size: number) =>
        kysely.selectFrom('things').selectAll().where('id', '=', id).limit(size),
      {
        shapeOf: () => '',
        parametersOf: (_id, size) => [size],
      },
    );
    await expect(misnamed(db, 'a', 1)).rejects.toThrow(/not the ones given, in order/);
  });
});
