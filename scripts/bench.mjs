// `npm run bench`: install and build when needed (the bench measures the compiled server), then bench/run.ts and
// bench/content.ts (the public content API).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureBuilt, ensureDependencies, ROOT } from './prepare.mjs';

ensureDependencies();
ensureBuilt();
// `npm run bench -- content` runs only the public content API's bench; plain `npm run bench` runs both.
const only = process.argv[2];
const files = only === 'content' ? ['bench/content.ts'] : ['bench/run.ts', 'bench/content.ts'];
for (const file of files) {
  const bench = spawnSync(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, file)], { cwd: ROOT, stdio: 'inherit' });
  if (bench.status !== 0) process.exit(bench.status ?? 1);
}
