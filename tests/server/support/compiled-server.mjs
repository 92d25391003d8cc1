// Vitest globalSetup of the server projects: the tests that start the server as a process of its own
// (support/main-process.ts, plugin-switches) run the compiled server, packages/server/dist/main.js, as `npm start`
// and service managers do. It is compiled here when missing or older than its sources: once, before any worker
// runs, so no two workers compile it at once and no test runs an old build.
import { ensureServerBuilt } from '../../../scripts/prepare.mjs';

export default function compileServerWhenStale() {
  ensureServerBuilt();
}
