import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner, five projects: the front end in jsdom, the server twice (embedded PGlite and the real
// PostgreSQL), and the browser flows. `npm test` (scripts/test.mjs) builds the app first, then runs them all.
const dom = {
  environment: 'jsdom',
  setupFiles: ['tests/setup-dom.ts'],
  css: false,
  // The first test of a screen file also pays for loading its lazy screens (antd, the plugin's chunks) while
  // the server projects run beside it: on the 2-core CI machine that alone took 30 s more than once.
  testTimeout: 60_000,
};

export default defineConfig({
  esbuild: { jsx: 'automatic' },
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
      { extends: true, test: { name: 'kernel', include: ['tests/kernel/**/*.test.{ts,tsx}'], ...dom } },
      { extends: true, test: { name: 'plugins', include: ['tests/plugins/**/*.test.{ts,tsx}'], ...dom } },
      {
        extends: true,
        // *.postgres.test.ts need a database several processes share (scale-out): PostgreSQL only.
        test: { name: 'server-pglite', include: ['tests/server/**/*.test.ts'], exclude: ['tests/server/**/*.postgres.test.ts'], environment: 'node', env: { TEST_DB: 'pglite' }, hookTimeout: 60000 },
      },
      {
        extends: true,
        test: { name: 'server-postgres', include: ['tests/server/**/*.test.ts'], environment: 'node', env: { TEST_DB: 'postgres' }, hookTimeout: 60000 },
      },
      {
        extends: true,
        // The browser flows run last and alone (groupOrder), one file at a time: each starts a server and a
        // browser, and sharing the CPU with the other projects only made their waits time out.
        test: { name: 'e2e', include: ['tests/e2e/**/*.test.ts'], environment: 'node', fileParallelism: false, testTimeout: 90000, hookTimeout: 120000, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
