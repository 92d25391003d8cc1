// `npx tsx bench/pglite-rest.ts`: the compiled server on the embedded database at rest, with PGlite's page cache
// at PostgreSQL's default (128 MB, as before) and at the server's default: time from spawn to /readyz and the
// process's RSS a few seconds later (medians of BENCH_REST_ROUNDS, 3, alternating).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_PGLITE_SHARED_BUFFERS_MB } from '../packages/server/src/db/pglite-memory';
import { startServer, treeRss } from './processes';

const ROOT = join(import.meta.dirname, '..');
const ROUNDS = Number(process.env.BENCH_REST_ROUNDS ?? 3);
const COMMAND = [process.execPath, join(ROOT, 'packages/server/dist/main.js')];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const dataDir = mkdtempSync(join(tmpdir(), 'bench-pglite-rest-'));
const env = {
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  ADMIN_EMAIL: 'bench@example.com',
  ADMIN_PASSWORD: 'bench-password-123456',
};
try {
  // The first start creates the database (migrations, seeds): not what is measured.
  await (await startServer(COMMAND, env, '/readyz')).stop();
  const sizes = [128, DEFAULT_PGLITE_SHARED_BUFFERS_MB];
  const figures = new Map(sizes.map((size) => [size, { readyMs: [] as number[], rssMb: [] as number[] }]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const size of sizes) {
      const server = await startServer(COMMAND, { ...env, PGLITE_SHARED_BUFFERS_MB: String(size) }, '/readyz');
      await new Promise((resolve) => setTimeout(resolve, 3000));
      figures.get(size)!.readyMs.push(server.coldStartMs);
      figures.get(size)!.rssMb.push(treeRss(server.child.pid!) / 1024 / 1024);
      await server.stop();
    }
  }
  for (const [size, { readyMs, rssMb }] of figures) {
    console.log(
      `PGlite at rest, shared_buffers ${size} MB: ${Math.round(median(readyMs))} ms to ready, ${Math.round(median(rssMb))} MB RSS`,
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
