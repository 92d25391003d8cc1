import type { PGlite } from '@electric-sql/pglite';
import type { Kysely } from 'kysely';
import type pg from 'pg';

/**
 * The driver under a kysely instance, for the few callers that must speak SQL kysely cannot carry (the job
 * engine's multi-statement scripts) or that must stay out of the query log (its polling): PGlite's
 * instance, or PostgreSQL's pool. Registered by openDatabase; a kysely made elsewhere has none.
 */
export type RawAccess = { kind: 'pglite'; pglite: PGlite } | { kind: 'postgres'; pool: pg.Pool };

const registry = new WeakMap<Kysely<any>, RawAccess>();

export function registerRawAccess(db: Kysely<any>, access: RawAccess): void {
  registry.set(db, access);
}

export function rawAccessOf(db: Kysely<any>): RawAccess | undefined {
  return registry.get(db);
}
