import type { LogEvent } from 'kysely';
import { dbPoolConnections, dbQueryDuration, dbQueryErrors, onCollect } from '../metrics/metrics';

const OPERATIONS = new Set(['select', 'insert', 'update', 'delete']);

/** The statement's first keyword as a label (a `with ...` query counts as other): a handful of values, never the SQL. */
function operationOf(sqlText: string): string {
  const word = /^\s*([a-z]+)/i.exec(sqlText)?.[1]?.toLowerCase() ?? '';
  return OPERATIONS.has(word) ? word : 'other';
}

/** Kysely's log event of one statement into the query histogram (or the error counter). */
export function observeQueries(event: LogEvent): void {
  const operation = operationOf(event.query.sql);
  if (event.level === 'error') dbQueryErrors.inc({ operation });
  else dbQueryDuration.observe({ operation }, event.queryDurationMillis / 1000);
}

/** Reads the pool's connections at each scrape; returns the function that stops (when the database closes). */
export function watchPool(read: () => { total: number; idle: number; waiting: number }): () => void {
  return onCollect(() => {
    const { total, idle, waiting } = read();
    dbPoolConnections.set({ state: 'total' }, total);
    dbPoolConnections.set({ state: 'idle' }, idle);
    dbPoolConnections.set({ state: 'waiting' }, waiting);
  });
}
