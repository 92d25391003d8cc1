// `npm test`: build the app (the browser tests need it), then run every vitest project:
// kernel, plugins, server on PGlite, server on PostgreSQL, and the browser flows.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const build = spawnSync(npm, ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
if (build.status !== 0) {
  console.error('\nThe build failed; tests were not run.');
  process.exit(build.status || 1);
}

const tests = spawnSync(process.execPath, [join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', ...process.argv.slice(2)], { cwd: ROOT, stdio: 'inherit' });
process.exit(tests.status ?? 1);
