// `npm run bench`: install and build when needed (the bench measures the compiled server), then, on PGlite and on
// PostgreSQL (DATABASE_URL, else the test database when it answers; the bench works in a schema of its own and drops
// it): bench/run.ts (lists, first deep jump, exports, start, memory, sign-in bytes, first-load JavaScript) and
// bench/session-check.ts (the session check from memory vs the database); then bench/storage.ts (a 1 MB image on local
// disk vs S3), bench/content.ts (the public content API), bench/activity.ts (what the activity log adds to a write;
// the Activity screen's first page over 1,000,000 rows) and bench/lighthouse.ts (sign-in and dashboard on a throttled
// phone, when Chromium is there). `npm run bench -- content` (npm run bench:content) runs only the content one.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuilt, ensureDependencies, ROOT } from './prepare.mjs';
import { TEST_DATABASE_URL, tryConnect } from './test-database.mjs';

ensureDependencies();
ensureBuilt();

/** The PostgreSQL the bench may use: DATABASE_URL, else the test database if it answers; null when there is none. */
async function benchPostgres() {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  try {
    await (await tryConnect(TEST_DATABASE_URL, 3000)).end();
    return TEST_DATABASE_URL;
  } catch {
    return null;
  }
}

const tsx = join(ROOT, 'node_modules/tsx/dist/cli.mjs');
const runs = [];
if (process.argv[2] === 'content') runs.push({ bench: 'bench/content.ts', env: {} });
else {
  const postgres = await benchPostgres();
  const databases = [{ DATABASE_URL: undefined }, ...(postgres ? [{ DATABASE_URL: postgres }] : [])];
  for (const env of databases) runs.push({ bench: 'bench/run.ts', env }, { bench: 'bench/session-check.ts', env });
  // BENCH_MILLION=1 also runs the lists-and-exports table on 1,000,000 leads (tens of minutes: seeding and exports).
  if (process.env.BENCH_MILLION === '1')
    for (const env of databases) runs.push({ bench: 'bench/run.ts', env: { ...env, BENCH_LEADS: '1000000' } });
  for (const bench of ['bench/storage.ts', 'bench/content.ts', 'bench/activity.ts']) runs.push({ bench, env: {} });
  const chromium = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(chromium)) runs.push({ bench: 'bench/lighthouse.ts', env: { CHROME_PATH: chromium } });
  else console.log(`Lighthouse scores: not measured (no Chromium at ${chromium}; set CHROME_PATH).`);
  if (!postgres)
    console.log(`PostgreSQL rows: not measured (nothing answers at ${TEST_DATABASE_URL}; set DATABASE_URL).`);
}
let status = 0;
for (const { bench, env } of runs) {
  // An undefined value takes the variable away (PGlite: no DATABASE_URL at all).
  const merged = Object.fromEntries(
    Object.entries({ ...process.env, ...env }).filter(([, value]) => value !== undefined),
  );
  const result = spawnSync(process.execPath, [tsx, join(ROOT, bench)], { cwd: ROOT, stdio: 'inherit', env: merged });
  status ||= result.status ?? 1;
}
process.exit(status);
