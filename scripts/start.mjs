// `npm start`: install dependencies when missing, build the app when stale, then run the server.
// Plain Node, no dependencies: it must work on a fresh clone before `npm install`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(command, args) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n"${command} ${args.join(' ')}" failed (exit code ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
}

/** Newest modification time of the files under a directory (skipping dist and node_modules). */
function newestChange(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'dist' || entry === 'node_modules') continue;
    newest = Math.max(newest, newestChange(join(path, entry)));
  }
  return newest;
}

function appSources() {
  const plugins = join(ROOT, 'packages/plugins');
  const pluginSources = existsSync(plugins) ? readdirSync(plugins).map((name) => join(plugins, name, 'src')) : [];
  return [join(ROOT, 'packages/kernel/src'), join(ROOT, 'packages/app'), join(ROOT, 'rollup.config.mjs'), ...pluginSources];
}

if (!existsSync(join(ROOT, 'node_modules'))) {
  console.log('Installing dependencies (npm install)...');
  run(npm, ['install']);
}

const builtIndex = join(ROOT, 'packages/app/dist/index.html');
const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const changedAt = Math.max(...appSources().map(newestChange));
if (builtAt === 0 || changedAt > builtAt) {
  console.log(builtAt === 0 ? 'Building the app (npm run build)...' : 'The app changed since its last build; rebuilding (npm run build)...');
  run(npm, ['run', 'build']);
}

const server = spawn(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'packages/server/src/main.ts')], {
  cwd: ROOT,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
