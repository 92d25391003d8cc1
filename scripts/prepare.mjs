// What `npm start`, `npm test` and `npm run bench` do before anything else, so two commands work on a fresh
// clone: install the dependencies when missing or older than package-lock.json, then build the app and the
// server when their sources changed since the last build. Plain Node, no dependencies (nothing is installed yet).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_ENTRY = join(ROOT, 'packages/server/dist/main.js');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs a command in the repository; true when it exited 0. */
function attempt(command, args, options = {}) {
  return spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options }).status === 0;
}

export function run(command, args, options = {}) {
  if (!attempt(command, args, options)) {
    console.error(`\n"${command} ${args.join(' ')}" failed.`);
    process.exit(1);
  }
}

/** Newest modification time under a path (skipping dist and node_modules); 0 when it does not exist. */
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

const mtime = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);

/** npm rewrites node_modules/.package-lock.json on every install: it dates the installed tree. */
const INSTALLED_MARK = join(ROOT, 'node_modules/.package-lock.json');

export function ensureDependencies() {
  const installedAt = mtime(INSTALLED_MARK);
  const lockedAt = mtime(join(ROOT, 'package-lock.json'));
  if (installedAt > 0 && installedAt >= lockedAt) return;
  console.log(
    installedAt === 0
      ? 'Installing dependencies (npm ci)...'
      : 'package-lock.json changed since the last install; installing (npm ci)...',
  );
  // npm 11 sometimes refuses `npm ci` for a lock file written on another platform (other platforms' optional
  // rollup builds); `npm install` then installs the same locked versions.
  if (!attempt(npm, ['ci', '--no-audit', '--no-fund'])) {
    console.log('npm ci refused the lock file; installing with npm install instead.');
    run(npm, ['install', '--no-audit', '--no-fund']);
  }
  // The tree now matches the lock, even if npm install touched package-lock.json after writing it.
  const now = new Date();
  if (existsSync(INSTALLED_MARK)) utimesSync(INSTALLED_MARK, now, now);
}

function workspaceSources(folder) {
  const base = join(ROOT, 'packages', folder);
  return existsSync(base) ? readdirSync(base).map((name) => join(base, name, 'src')) : [];
}

/** Sources the app bundle is built from (the server's packages are not among them). */
function appSources() {
  return [
    join(ROOT, 'packages/kernel/src'),
    join(ROOT, 'packages/app'),
    join(ROOT, 'rollup.config.mjs'),
    ...workspaceSources('plugins'),
    join(ROOT, 'packages/contracts/src'),
  ];
}

function serverSources() {
  return [
    join(ROOT, 'packages/server/src'),
    join(ROOT, 'scripts/build-server.mjs'),
    join(ROOT, 'packages/contracts/src'),
    join(ROOT, 'tsconfig.json'),
  ];
}

/** Builds the app and the compiled server when missing or older than their sources. */
export function ensureBuilt() {
  const appBuiltAt = mtime(join(ROOT, 'packages/app/dist/index.html'));
  if (appBuiltAt === 0 || Math.max(...appSources().map(newestChange)) > appBuiltAt) {
    console.log(appBuiltAt === 0 ? 'Building the app...' : 'The app changed since its last build; rebuilding...');
    run(process.execPath, [join(ROOT, 'node_modules/rollup/dist/bin/rollup'), '-c', 'rollup.config.mjs']);
  }
  ensureServerBuilt();
}

/** Compiles the server (packages/server/dist) when it is missing or older than its sources. */
export function ensureServerBuilt() {
  const serverBuiltAt = mtime(SERVER_ENTRY);
  if (serverBuiltAt === 0 || Math.max(...serverSources().map(newestChange)) > serverBuiltAt) {
    console.log(
      serverBuiltAt === 0 ? 'Compiling the server...' : 'The server changed since its last build; compiling...',
    );
    run(process.execPath, [join(ROOT, 'scripts/build-server.mjs')]);
  }
}
