// The markup pool's thread when the server runs from its TypeScript sources (tests, `npm run seed`): Node 20
// cannot load .ts in a worker by itself, so tsx's loader is registered first. The built server runs
// dist/markup-worker.js (scripts/build-server.mjs) instead.
const { register } = await import('tsx/esm/api');
register();
const task = await import(new URL('./markup-task.ts', import.meta.url).href);
export default task.default;
