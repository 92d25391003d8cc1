import { sql, type Kysely } from 'kysely';
import type { RecordCursor } from './record-pages';

/**
 * Where every `step`-th row of a tracked table sits in newest-first order (`created_at desc, id`), so a
 * numbered jump deep into an unfiltered list (page 9000) starts from the nearest mark and walks fewer than
 * `step` index entries instead of 90,000.
 *
 * Built with one pass over the `(created_at desc, id)` index and kept in memory for the table's change
 * version (row_counts, db/row-counts.ts): any insert, delete or reorder moves the version, and the next deep
 * jump rebuilds them in the background (keptMarks). Each process keeps its own; one build at a time per table.
 */
export interface PositionMarks {
  version: number;
  step: number;
  /** marks[k] is the row at 0-based position k × step. */
  marks: RecordCursor[];
}

/** About 2,000 marks at most: 100 rows apart for 100,000 rows, further apart for more. */
export function markStep(count: number): number {
  return Math.max(100, Math.ceil(count / 2000));
}

const kept = new WeakMap<Kysely<any>, Map<string, PositionMarks>>();
const building = new WeakMap<Kysely<any>, Map<string, Promise<PositionMarks>>>();

function slot<T>(map: WeakMap<Kysely<any>, Map<string, T>>, db: Kysely<any>): Map<string, T> {
  let tables = map.get(db);
  if (!tables) map.set(db, (tables = new Map()));
  return tables;
}

/** The table's marks for this version (built now if the kept ones are older). */
export async function positionMarks(
  db: Kysely<any>,
  table: string,
  version: number,
  count: number,
): Promise<PositionMarks> {
  const current = slot(kept, db).get(table);
  if (current && current.version >= version) return current;
  const pending = slot(building, db).get(table);
  if (pending) {
    const built = await pending;
    if (built.version >= version) return built;
  }
  const build = buildMarks(db, table, markStep(count)).finally(() => slot(building, db).delete(table));
  slot(building, db).set(table, build);
  const built = await build;
  const latest = slot(kept, db).get(table);
  if (!latest || latest.version < built.version) slot(kept, db).set(table, built);
  return built;
}

/**
 * The table's marks if those kept are of this version; otherwise null, and a build starts in the background: a
 * request never waits for the pass over the whole table (807 ms at 1,000,000 rows), it walks the index alone
 * meanwhile (db/record-pages.ts), and the jumps after the build start from a mark again.
 */
export function keptMarks(db: Kysely<any>, table: string, version: number, count: number): PositionMarks | null {
  const current = slot(kept, db).get(table);
  if (current && current.version >= version) return current;
  if (!slot(building, db).has(table)) {
    // Started once the asking request's own query is queued: the embedded database runs one statement at a time,
    // and a build queued first made that request wait for the whole pass (the first jump to page 9000 after a
    // start on PGlite: 106 ms against the bare server's 28 ms, bench).
    setImmediate(() =>
      positionMarks(db, table, version, count).catch(() => {
        // The next deep jump tries again (a closed database, a dropped connection).
      }),
    );
  }
  return null;
}

async function buildMarks(db: Kysely<any>, table: string, step: number): Promise<PositionMarks> {
  // One statement, so the version read is the one the positions were taken at.
  const result = await sql<{ version: number | string; at: string | null; id: string | null }>`
    select kept.version, marked.at, marked.id
    from (select sum(version) as version from row_counts where table_name = ${table} having count(*) > 0) kept
    left join lateral (
      select numbered.created_at::text as at, numbered.id, numbered.position
      from (select created_at, id, row_number() over (order by created_at desc, id) - 1 as position from ${sql.table(table)}) numbered
      where numbered.position % ${step} = 0
    ) marked on true
    order by marked.position`.execute(db);
  if (result.rows.length === 0) throw new Error(`${table} has no maintained count (row_counts)`);
  const marks = result.rows
    .filter((row) => row.at !== null && row.id !== null)
    .map((row) => ({ at: row.at!, id: row.id! }));
  return { version: Number(result.rows[0].version), step, marks };
}
