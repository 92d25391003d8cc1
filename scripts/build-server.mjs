// `npm run build`, second half: compiles the server (packages/server/src/main.ts) into ES modules,
// packages/server/dist/main.js and the chunk it loads, that plain `node` runs. Packages from node_modules stay outside the bundle
// (imported at run time as usual); the workspace's own packages (@backoffice/*) are TypeScript, so they are
// bundled in. (`npm run seed` runs its TypeScript through tsx: it is a tool, not a service.)
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = join(ROOT, 'packages/server');

/** Bare imports stay external, except our own workspace packages. */
const externalDependencies = {
  name: 'external-dependencies',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@backoffice/') ? undefined : { path: args.path, external: true }));
  },
};

rmSync(join(SERVER, 'dist'), { recursive: true, force: true });
const started = Date.now();
await build({
  entryPoints: [join(SERVER, 'src/main.ts')],
  outdir: join(SERVER, 'dist'),
  // main.js loads the app (./app) while the database opens: that part is a chunk of its own.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  tsconfig: join(ROOT, 'tsconfig.json'),
  plugins: [externalDependencies],
  logLevel: 'warning',
});
console.log(`Server compiled into packages/server/dist/main.js in ${Date.now() - started} ms.`);
