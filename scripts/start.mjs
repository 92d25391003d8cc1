// `npm start`: install the dependencies when needed, build the app and the server when stale, then run the
// compiled server in this same process (no wrapper process: SIGTERM and SIGINT reach the server itself).
// A service manager may run the compiled server directly: `node packages/server/dist/main.js`.
import { pathToFileURL } from 'node:url';
import { ensureBuilt, ensureDependencies, SERVER_ENTRY } from './prepare.mjs';

ensureDependencies();
ensureBuilt();
await import(pathToFileURL(SERVER_ENTRY).href);
