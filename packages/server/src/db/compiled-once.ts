import { CompiledQuery, type Compilable, type Kysely } from 'kysely';

/**
 * A statement run on nearly every request (the session lookup, a list's first page), built and compiled by
 * kysely once rather than on each call: building and compiling it cost more CPU than the rest of such a
 * request's work.
 *
 *   const findThing = compiledOnce((db: Kysely<Database>, id: string) => db.selectFrom('things').selectAll().where('id', '=', id));
 *   const rows = await findThing(db, id);
 *
 * The first call builds the query and keeps its SQL; later calls run that SQL with their own arguments as the
 * parameters. So every argument must become exactly one parameter, in order, and nothing else may: the first
 * call checks it and throws otherwise.
 */
export function compiledOnce<D extends Kysely<any>, A extends unknown[], R>(
  build: (db: D, ...args: A) => Compilable<R>,
): (db: D, ...args: A) => Promise<R[]> {
  return compiledPerShape(build, { shapeOf: () => '', parametersOf: (...args) => args });
}

/**
 * The same for a statement whose SQL also depends on choices that are not parameters (the table, the order):
 * its SQL is kept per shape. `shapeOf` must name every such choice, and `parametersOf` gives the values in the
 * order the SQL takes them; the first call of each shape checks that order and throws if it differs.
 *
 *   const page = compiledPerShape((db, table: string, size: number) => db.selectFrom(table).selectAll().limit(size),
 *     { shapeOf: (table) => table, parametersOf: (_table, size) => [size] });
 */
export function compiledPerShape<D extends Kysely<any>, A extends unknown[], R>(
  build: (db: D, ...args: A) => Compilable<R>,
  { shapeOf, parametersOf }: { shapeOf: (...args: A) => string; parametersOf: (...args: A) => unknown[] },
): (db: D, ...args: A) => Promise<R[]> {
  const compiledSql = new WeakMap<D, Map<string, string>>();
  return async (db, ...args) => {
    const parameters = parametersOf(...args);
    const shape = shapeOf(...args);
    let shapes = compiledSql.get(db);
    const known = shapes?.get(shape);
    if (known !== undefined) return (await db.executeQuery<R>(CompiledQuery.raw(known, parameters))).rows;
    const compiled = build(db, ...args).compile();
    if (
      compiled.parameters.length !== parameters.length ||
      compiled.parameters.some((value, index) => value !== parameters[index])
    ) {
      throw new Error(`compiledOnce: the query's parameters are not the ones given, in order (${compiled.sql})`);
    }
    if (!shapes) compiledSql.set(db, (shapes = new Map()));
    shapes.set(shape, compiled.sql);
    return (await db.executeQuery(compiled)).rows;
  };
}
