import { CompiledQuery, type Compilable, type Kysely } from 'kysely';

/**
 * A statement run on nearly every request (the session lookup), built and compiled by kysely once per database
 * rather than on each call: building and compiling it cost more CPU than the rest of such a request's work.
 *
 *   const findThing = compiledOnce((db: Kysely<Database>, id: string) => db.selectFrom('things').selectAll().where('id', '=', id));
 *   const rows = await findThing(db, id);
 *
 * The first call builds the query and keeps its SQL; later calls run that SQL with their own arguments as the
 * parameters. So every argument must become exactly one parameter, in order, and nothing else may: the first
 * call checks it and throws otherwise.
 */
export function compiledOnce<D extends Kysely<any>, A extends unknown[], R>(build: (db: D, ...args: A) => Compilable<R>): (db: D, ...args: A) => Promise<R[]> {
  const compiledSql = new WeakMap<D, string>();
  return async (db, ...args) => {
    const known = compiledSql.get(db);
    if (known !== undefined) return (await db.executeQuery<R>(CompiledQuery.raw(known, args))).rows;
    const compiled = build(db, ...args).compile();
    if (compiled.parameters.length !== args.length || compiled.parameters.some((value, index) => value !== args[index])) {
      throw new Error(`compiledOnce: the query's parameters are not its arguments in order (${compiled.sql})`);
    }
    compiledSql.set(db, compiled.sql);
    return (await db.executeQuery(compiled)).rows;
  };
}
