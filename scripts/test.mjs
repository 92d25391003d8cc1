// `npm test`: install, build, find (or install) a browser and reach PostgreSQL, lint, type-check and check the formatting, then run
// every vitest project: kernel, plugins, server on PGlite, server on PostgreSQL, and the browser flows. Extra
// arguments go to vitest (e.g. `npm test -- --project kernel`, which needs neither the browser nor PostgreSQL).
import { join } from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { ensureBuilt, ensureDependencies, ROOT } from './prepare.mjs';
import { findBrowser } from './find-browser.mjs';
import { ensureTestDatabase } from './test-database.mjs';

const args = process.argv.slice(2);
/** The projects these arguments run (all when none is named). */
const projects = args.flatMap((arg, index) =>
  args[index - 1] === '--project' ? [arg] : arg.startsWith('--project=') ? [arg.slice(10)] : [],
);
const runs = (name) => projects.length === 0 || projects.includes(name);

// The browser first: without one (and no way to install it) the run stops before spending minutes on the rest.
const env = { ...process.env };
if (runs('e2e')) env.CHROMIUM_PATH = findBrowser();
ensureDependencies();

/**
 * Runs a node script of the repository with its output kept in a file (not a pipe: the build below blocks this
 * process, and a full pipe would stop the child); resolves with its exit code and output.
 */
function check(script, args) {
  const folder = mkdtempSync(join(tmpdir(), 'backoffice-check-'));
  const file = join(folder, 'output.txt');
  const output = openSync(file, 'w');
  const child = spawn(process.execPath, [join(ROOT, script), ...args], {
    cwd: ROOT,
    stdio: ['ignore', output, output],
  });
  closeSync(output);
  process.once('exit', () => child.kill());
  return new Promise((resolve) =>
    child.on('close', (status) => {
      const text = readFileSync(file, 'utf8');
      rmSync(folder, { recursive: true, force: true });
      resolve({ status, output: text });
    }),
  );
}

// Lint, the type check and the formatter's check side by side (each ~15-25 s of one core), started while the app and server build: they
// read only sources, never dist/, and on 2 cores the three fill the machine where the build alone used one.
// Both must pass before any test runs: a broken rule of hooks or a contract mismatch stops the run before
// minutes of tests.
const checks = Promise.all([
  check('node_modules/eslint/bin/eslint.js', ['packages', 'tests']),
  check('node_modules/typescript/bin/tsc', ['--noEmit', '-p', 'tsconfig.json']),
  check('node_modules/prettier/bin/prettier.cjs', ['--check', '.', '--log-level', 'warn']),
]);
ensureBuilt();
if (runs('server-postgres')) await ensureTestDatabase();

const [lint, types, format] = await checks;
process.stdout.write(lint.output + types.output + format.output);
if (lint.status !== 0 || types.status !== 0 || format.status !== 0) {
  if (lint.status !== 0) console.error('npm test: lint failed (npm run lint shows the same list).');
  if (types.status !== 0) console.error('npm test: the type check failed (npm run typecheck shows the same list).');
  if (format.status !== 0) console.error('npm test: files are not formatted (npm run format formats them).');
  process.exit(1);
}

const tests = spawnSync(process.execPath, [join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', ...args], {
  cwd: ROOT,
  stdio: 'inherit',
  env,
});
process.exit(tests.status ?? 1);
