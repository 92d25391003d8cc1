// `npm run bench`: install and build when needed (the bench measures the compiled server), then bench/run.ts
// (lists, exports, start, memory, sign-in bytes), bench/session-check.ts (the session check from memory vs the
// database), bench/storage.ts (a 1 MB image on local disk vs S3) and
// bench/content.ts (the public content API), bench/activity.ts (what the activity log adds to a write; the Activity
// screen's first page over 1,000,000 rows). `npm run bench -- content` (npm run bench:content) runs only the content one.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureBuilt, ensureDependencies, ROOT } from './prepare.mjs';

ensureDependencies();
ensureBuilt();
const tsx = join(ROOT, 'node_modules/tsx/dist/cli.mjs');
const benches =
  process.argv[2] === 'content'
    ? ['bench/content.ts']
    : ['bench/run.ts', 'bench/session-check.ts', 'bench/storage.ts', 'bench/content.ts', 'bench/activity.ts'];
let status = 0;
const runs = benches.map((bench) => ({ bench, env: {} }));
// BENCH_MILLION=1 also runs the lists-and-exports table on 1,000,000 leads (tens of minutes: seeding and exports).
if (process.argv[2] !== 'content' && process.env.BENCH_MILLION === '1')
  runs.push({ bench: 'bench/run.ts', env: { BENCH_LEADS: '1000000' } });
for (const { bench, env } of runs) {
  const result = spawnSync(process.execPath, [tsx, join(ROOT, bench)], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  status ||= result.status ?? 1;
}
process.exit(status);
