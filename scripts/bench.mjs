// `npm run bench`: install and build when needed (the bench measures the compiled server), then bench/run.ts.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureBuilt, ensureDependencies, ROOT } from './prepare.mjs';

ensureDependencies();
ensureBuilt();
const bench = spawnSync(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'bench/run.ts')], { cwd: ROOT, stdio: 'inherit' });
process.exit(bench.status ?? 1);
