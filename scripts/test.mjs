// `npm test`: install, build, find (or install) a browser and reach PostgreSQL, lint, then run every vitest
// project: kernel, plugins, server on PGlite, server on PostgreSQL, and the browser flows. Extra arguments go
// to vitest (e.g. `npm test -- --project kernel`, which needs neither the browser nor PostgreSQL).
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { ensureBuilt, ensureDependencies, ROOT } from './prepare.mjs';
import { findBrowser } from './find-browser.mjs';
import { ensureTestDatabase } from './test-database.mjs';

const args = process.argv.slice(2);
/** The projects these arguments run (all when none is named). */
const projects = args.flatMap((arg, index) => (args[index - 1] === '--project' ? [arg] : arg.startsWith('--project=') ? [arg.slice(10)] : []));
const runs = (name) => projects.length === 0 || projects.includes(name);

// The browser first: without one (and no way to install it) the run stops before spending minutes on the rest.
const env = { ...process.env };
if (runs('e2e')) env.CHROMIUM_PATH = findBrowser();
ensureDependencies();
ensureBuilt();
if (runs('server-postgres')) await ensureTestDatabase();

// Lint first (a few seconds): a broken rule of hooks stops the run before minutes of tests.
const lint = spawnSync(process.execPath, [join(ROOT, 'node_modules/eslint/bin/eslint.js'), 'packages', 'tests'], { cwd: ROOT, stdio: 'inherit' });
if (lint.status !== 0) {
  console.error('npm test: lint failed (npm run lint shows the same list).');
  process.exit(lint.status ?? 1);
}

const tests = spawnSync(process.execPath, [join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', ...args], { cwd: ROOT, stdio: 'inherit', env });
process.exit(tests.status ?? 1);
