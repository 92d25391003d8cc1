import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One runner, five projects: the front end in jsdom, the server twice (embedded PGlite and the real
// PostgreSQL), and the browser flows. `npm test` (scripts/test.mjs) builds the app first, then runs them all.
const dom = {
  environment: 'jsdom',
  // The SDK's setup is a setup file of its own: vitest runs setup files again before each test file, but not
  // the modules they import, and its after-each-test and after-each-file cleanups must be registered every time.
  setupFiles: ['packages/plugin-sdk/src/vitest-setup.ts', 'tests/setup-dom.ts'],
  css: false,
  // The first test of a screen file also pays for loading its lazy screens (antd, the plugin's chunks) while
  // the server projects run beside it: on the 2-core CI machine that alone took 30 s more than once. A limit for a
  // busy machine, not a target: a users-list test of 11 s on a quiet machine took 62 s at load average 9 (three
  // test runs and a type check side by side).
  testTimeout: 120_000,
};

// The kernel's screen files share their worker's page and loaded modules (isolate: false), as the server files do:
// the kernel and antd are loaded once per worker instead of once per file. After each file the SDK's setup puts
// the page and the kernel's page-wide state back as new (resetPage: language, date locale, title, <html>
// attributes, body, storage, address, timers, stubbed globals); the two files that need modules loaded afresh
// (mocks, a chunk not loaded yet) reset the modules themselves. The kernel project took 699 s on a shared machine
// at load ~28 with import 29 s and setup 10 s in all. The plugins project shares them too: two whole runs of its
// 109 files passed so (374 s and 455 s of wall time, the second beside server tests).
const shared = { isolate: false } as const;

// The server's sanitiser and password-checker threads at normal priority (MARKUP_THREAD_NICE, see
// sanitize/markup-pool.ts): at their production +10, beside the suite's other processes, a thread could take
// longer to start than the 30 s it is given, and a test server's first sign-in got a 503.
const serverEnv = { MARKUP_THREAD_NICE: '0' };
// The server files share their worker's loaded modules (isolate: false): each file still starts its own server
// on its own database, but loading the server's module graph once per worker instead of once per file took
// 10 files from 92 s to 52 s (import 56 s -> 19 s). No server test mocks modules or changes process.env.
// The compiled server is brought up to date first (support/compiled-server.mjs): tests that start it as a process
// of their own run packages/server/dist/main.js, ready in ~0.8 s where the sources through tsx took 2.3-2.6 s.
const server = {
  environment: 'node',
  isolate: false,
  hookTimeout: 60000,
  globalSetup: ['tests/server/support/compiled-server.mjs'],
} as const;

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  // examples/quote-editor's sources run in the plugins project: its imports resolve to the workspace's SDK sources
  // and single React/antd/kernel even when the example has a node_modules of its own (the packed SDK).
  resolve: {
    alias: [
      {
        find: /^@backoffice\/plugin-sdk$/,
        replacement: fileURLToPath(new URL('./packages/plugin-sdk/src/index.ts', import.meta.url)),
      },
    ],
    dedupe: [
      'react',
      'react-dom',
      'antd',
      '@ant-design/icons',
      'mobx',
      'mobx-react-lite',
      'inversify',
      'react-router-dom',
    ],
  },
  test: {
    // The one test timeout: servers start databases, and on a busy 2-core machine a migration can take
    // several seconds. The screen projects (above), the browser flows (whole user journeys) and two form
    // suites with many steps per test ask for more.
    testTimeout: 30_000,
    // Vitest's default (cores - 1) is one worker on the 2-core CI machine, and most files wait on a database
    // or a server as much as they compute: two workers there took the four non-browser projects from ~22 min
    // to ~13 min.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { extends: true, test: { name: 'kernel', include: ['tests/kernel/**/*.test.{ts,tsx}'], ...dom, ...shared } },
      { extends: true, test: { name: 'plugins', include: ['tests/plugins/**/*.test.{ts,tsx}'], ...dom, ...shared } },
      {
        extends: true,
        // *.postgres.test.ts need a database several processes share (scale-out): PostgreSQL only.
        test: {
          name: 'server-pglite',
          include: ['tests/server/**/*.test.ts'],
          exclude: ['tests/server/**/*.postgres.test.ts'],
          ...server,
          env: { ...serverEnv, TEST_DB: 'pglite' },
        },
      },
      {
        extends: true,
        test: {
          name: 'server-postgres',
          include: ['tests/server/**/*.test.ts'],
          ...server,
          env: { ...serverEnv, TEST_DB: 'postgres' },
        },
      },
      {
        extends: true,
        // The browser flows run last, apart from the other projects (groupOrder): sharing the CPU with them only
        // made their waits time out. Two files at a time: one alone left a core of the 2-core CI machine idle
        // while its page waited (network idle, animations, the server), ~520 s for the files one after another.
        // One retry, as Playwright's own runner does on CI: a whole user journey in a real browser on a shared 2-core
        // machine meets timing no screen or server test does (each of the last three CI failures was one flow that
        // passed every local run). A retried test is named in the report, so a flake stays visible; a real defect
        // fails both times.
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          env: serverEnv,
          maxWorkers: 2,
          testTimeout: 90000,
          hookTimeout: 240000,
          retry: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
