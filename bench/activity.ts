// Part of `npm run bench`: what the activity log costs.
//  1. A write: the same FAQ update through the record writer with the activity log subscribed and without it
//     (alternating, so the machine's other work weighs on both alike); p50 and p90 of each.
//  2. The Activity screen's first page with BENCH_ACTIVITY_ROWS (1,000,000) rows in the log: unfiltered, filtered
//     by screen group, by person, and the next page by cursor; p50 of BENCH_ACTIVITY_PAGES (20) runs each.
// PGlite in memory by default; PostgreSQL with DATABASE_URL (in a schema of its own, dropped after).
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { openDatabase } from '../packages/server/src/database';
import { recordWriter, updateRow } from '../packages/server/src/db/record-writes';
import { activityHooks } from '../packages/server/src/modules/activity/recorder';
import { activityPage } from '../packages/server/src/modules/activity/queries';
import '../packages/server/src/modules/faqs/tables';

const ROWS = Number(process.env.BENCH_ACTIVITY_ROWS ?? 1_000_000);
const WRITES = Number(process.env.BENCH_ACTIVITY_WRITES ?? 300);
const PAGES = Number(process.env.BENCH_ACTIVITY_PAGES ?? 20);

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))];
const ms = (value: number) => `${value.toFixed(2)} ms`;

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await work();
  return [performance.now() - started, result];
}

const url = process.env.DATABASE_URL ?? null;
const schema = url ? `bench_activity_${randomBytes(4).toString('hex')}` : null;
const opened = await openDatabase({ url, schema });
const { db } = opened;
const engine = url ? 'PostgreSQL' : 'PGlite';

try {
  // 1. The cost on a write.
  const faq = await db
    .insertInto('faqs')
    .values({ question: 'Do you deliver on Fridays?', answer: 'Only in Accra.', row: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const plain = recordWriter(db);
  const logged = recordWriter(db, { hooks: activityHooks() });
  const update = (writer: typeof plain, index: number) =>
    writer.update({
      table: 'faqs',
      id: faq.id,
      missing: 'gone',
      write: (tx) => updateRow(tx, 'faqs', faq.id, { answer: `Answer number ${index}` }),
    });
  for (let index = 0; index < 30; index += 1) await update(index % 2 ? logged : plain, index); // warm-up
  const without: number[] = [];
  const withLog: number[] = [];
  for (let index = 0; index < WRITES; index += 1) {
    without.push((await timed(() => update(plain, index * 2)))[0]);
    withLog.push((await timed(() => update(logged, index * 2 + 1)))[0]);
  }

  // 2. The first page with a million rows: two groups, five people, spread over a year.
  await sql`delete from activity`.execute(db);
  const people = Array.from({ length: 5 }, () => crypto.randomUUID());
  const [fillSeconds] = await timed(async () => {
    const batch = 100_000;
    for (let start = 0; start < ROWS; start += batch) {
      const count = Math.min(batch, ROWS - start);
      await sql`
        insert into activity (created_at, admin_id, admin_name, admin_role, ip, action, grp, record_table, record_id, label, changes)
        select now() - (n * interval '31 seconds'), (array[${sql.join(people)}]::uuid[])[1 + n % 5], 'Person ' || (n % 5), 'editor', '10.0.0.1',
               case when n % 3 = 0 then 'update' else 'create' end, case when n % 2 = 0 then 'faqs' else 'articles' end,
               case when n % 2 = 0 then 'faqs' else 'articles' end, gen_random_uuid()::text, 'Record ' || n,
               case when n % 3 = 0 then '[{"field":"answer","before":"a","after":"b"}]'::jsonb else '[]'::jsonb end
        from generate_series(${start}::int, ${start + count - 1}::int) as n`.execute(db);
    }
    await sql`analyze activity`.execute(db);
  });
  const firstPage = () => activityPage(db, { page: 1, pageSize: 25 }, true);
  const figures: Array<[string, number[]]> = [];
  const run = async (name: string, work: () => Promise<unknown>) => {
    await work();
    const times: number[] = [];
    for (let index = 0; index < PAGES; index += 1) times.push((await timed(work))[0]);
    figures.push([name, times]);
  };
  const first = await firstPage();
  if (first.data.length !== 25 || first.total !== ROWS)
    throw new Error(`The first page answered ${first.data.length} rows of ${first.total}`);
  await run('first page, unfiltered', firstPage);
  await run('first page, one screen group', () => activityPage(db, { page: 1, pageSize: 25, group: 'faqs' }, true));
  await run('first page, one person', () => activityPage(db, { page: 1, pageSize: 25, adminId: people[2] }, true));
  await run('next page by cursor', () =>
    activityPage(db, { page: 2, pageSize: 25, total: first.total, after: first.after }, true),
  );

  console.log(
    `\nActivity log (${engine}; ${WRITES} writes each way, ${ROWS.toLocaleString('en-US')} log rows filled in ${(fillSeconds / 1000).toFixed(1)} s)`,
  );
  console.log('| Measure | p50 | p90 |');
  console.log('|---|---:|---:|');
  console.log(`| FAQ update without the log | ${ms(percentile(without, 0.5))} | ${ms(percentile(without, 0.9))} |`);
  console.log(`| FAQ update with the log | ${ms(percentile(withLog, 0.5))} | ${ms(percentile(withLog, 0.9))} |`);
  console.log(`| Added by the log (p50) | ${ms(percentile(withLog, 0.5) - percentile(without, 0.5))} | |`);
  for (const [name, times] of figures)
    console.log(
      `| Activity ${name} (${ROWS.toLocaleString('en-US')} rows) | ${ms(percentile(times, 0.5))} | ${ms(percentile(times, 0.9))} |`,
    );
} finally {
  await opened.close();
  if (url && schema) {
    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
  }
}
