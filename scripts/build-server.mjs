// `npm run build`, second half: compiles the server (packages/server/src/main.ts) into ES modules,
// packages/server/dist/main.js and the chunk it loads, that plain `node` runs.
//
// What is bundled and what stays in node_modules is about start-up time: Node 20 loads every file of a package
// on its own (kysely alone is 279 ES modules, about 0.4 s), so the plain-JavaScript dependencies are bundled in
// (one file each chunk). Packages with WebAssembly or native parts (PGlite, pg, sharp) and the ones loaded only on first
// use (exceljs and fflate, for exports) stay external and load from node_modules as usual; so does piscina (it
// starts its threads from its own files). (`npm run seed` runs its TypeScript through tsx: it is a tool, not a
// service.)
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = join(ROOT, 'packages/server');
rmSync(join(SERVER, 'dist'), { recursive: true, force: true });
const started = Date.now();
await build({
  // The markup sanitiser's worker thread (src/sanitize/markup-pool.ts) loads dist/markup-worker.js.
  entryPoints: [
    { in: join(SERVER, 'src/main.ts'), out: 'main' },
    { in: join(SERVER, 'src/sanitize/markup-task.ts'), out: 'markup-worker' },
    // The .xlsx writer's thread (src/http/xlsx-stream.ts) loads dist/xlsx-worker.js.
    { in: join(SERVER, 'src/http/xlsx-worker.ts'), out: 'xlsx-worker' },
  ],
  outdir: join(SERVER, 'dist'),
  // main.js loads the app (./app) while the database opens: that part is a chunk of its own.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  // No whitespace or comments: V8 keeps every module's source text in memory for as long as the server runs
  // (3.5 MB less at rest), and a single character beyond Latin-1 in a bundled package's comment made it keep a
  // whole chunk as two-byte text. Names are not mangled; `NODE_OPTIONS=--enable-source-maps` maps stack traces
  // back to the sources through the .map files written beside each chunk.
  minifyWhitespace: true,
  tsconfig: join(ROOT, 'tsconfig.json'),
  // OpenTelemetry (loaded only with OTEL_EXPORTER_OTLP_ENDPOINT) stays out too: its instrumentations hook modules
  // as Node loads them, and its loader hook (import-in-the-middle) is resolved from node_modules.
  external: [
    '@electric-sql/pglite',
    '@electric-sql/pglite/*',
    'pg',
    'pg-native',
    'exceljs',
    'fflate',
    'swagger-ui-dist',
    'piscina',
    '@opentelemetry/*',
    '@fastify/otel',
    'sharp',
  ],
  // Bundled CommonJS packages (fastify and its plugins) still call require() for Node's own modules.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log(`Server compiled into packages/server/dist/main.js in ${Date.now() - started} ms.`);
