// The .xlsx writer's thread when the server runs from its TypeScript sources (tests, `npm run seed`): Node 20
// cannot load .ts in a worker by itself, so tsx's loader is registered first. The built server runs
// dist/xlsx-worker.js (scripts/build-server.mjs) instead.
const { register } = await import('tsx/esm/api');
register();
await import(new URL('./xlsx-worker.ts', import.meta.url).href);
