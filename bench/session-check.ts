// `npm run bench` (also `npx tsx bench/session-check.ts` alone): what the session check costs a list's first page.
// The compiled server as it runs (sessions checked from memory, auth/session-cache.ts) against the same server with
// SESSION_CACHE=off (every request reads its session from the database, as before the cache) and, on PostgreSQL,
// the bare server replaying the page's SQL: measured in alternating rounds, CPU time per request from /proc (far
// steadier than requests/s on a shared machine). PGlite: one process per data folder, so the uncached server gets
// the bare server's copy and there is no bare row. BENCH_LEADS (100000), BENCH_ROUNDS (5), BENCH_SECONDS (3).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { prepareBenchDatabase, SCENARIOS } from './bench-data';
import { cpuMicros, startServer, type ServerProcess } from './processes';
import { printTable, type Row } from './report';

const ROOT = resolve(import.meta.dirname, '..');
const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

async function main() {
  const database = await prepareBenchDatabase(LEADS);
  const work = mkdtempSync(join(tmpdir(), 'backoffice-bench-sessions-'));
  const statementsFile = join(work, 'statements.json');
  writeFileSync(statementsFile, JSON.stringify(database.statements));
  const headers = { cookie: database.cookie };
  const compiled = [process.execPath, join(ROOT, 'packages/server/dist/main.js')];
  const servers: Record<string, ServerProcess> = {};
  const figures: Record<string, { rps: number[]; cpu: number[] }> = {};
  try {
    servers.cached = await startServer(compiled, { ...database.env, LOG_LEVEL: 'warn' }, SCENARIOS.first, headers);
    const uncachedEnv = database.kind === 'pglite' ? database.bareEnv : database.env;
    servers.uncached = await startServer(
      compiled,
      { ...uncachedEnv, LOG_LEVEL: 'warn', SESSION_CACHE: 'off' },
      SCENARIOS.first,
      headers,
    );
    if (database.kind === 'postgres')
      servers.bare = await startServer(
        [process.execPath, join(ROOT, 'bench/bare-server.mjs')],
        { ...database.bareEnv, BENCH_STATEMENTS: statementsFile },
        '/first',
      );
    for (const name of Object.keys(servers)) figures[name] = { rps: [], cpu: [] };
    console.log(
      `Session check: ${Object.keys(servers).join(', ')}; ${ROUNDS} rounds of ${SECONDS} s (one warm-up round first)...`,
    );
    for (let round = -1; round < ROUNDS; round += 1) {
      for (const [name, server] of Object.entries(servers)) {
        const bare = name === 'bare';
        const before = cpuMicros(server.child.pid!);
        const result = await autocannon({
          url: `${server.url}${bare ? '/first' : SCENARIOS.first}`,
          connections: 10,
          duration: round < 0 ? 1 : SECONDS,
          headers: bare ? {} : headers,
        });
        if (result.non2xx > 0 || result.errors > 0)
          throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
        if (round < 0) continue;
        figures[name].rps.push(result.requests.average);
        figures[name].cpu.push((cpuMicros(server.child.pid!) - before) / Math.max(1, result.requests.total));
      }
    }
  } finally {
    for (const server of Object.values(servers)) await server.stop();
    await database.cleanup();
    rmSync(work, { recursive: true, force: true });
  }
  const pair = (project: string, baseline: string, field: 'rps' | 'cpu') => ({
    project: median(figures[project][field]),
    bare: median(figures[baseline][field]),
    ratio: median(figures[project][field].map((value, index) => value / figures[baseline][field][index])),
  });
  const rows: Row[] = [
    {
      measure: 'First page: requests/s, session from memory',
      ...pair('cached', 'uncached', 'rps'),
      baseline: 'SESSION_CACHE=off',
      unit: '/s',
    },
    {
      measure: 'First page: CPU per request, session from memory',
      ...pair('cached', 'uncached', 'cpu'),
      baseline: 'SESSION_CACHE=off',
      unit: 'µs',
    },
  ];
  if (figures.bare) {
    rows.push({
      measure: 'First page: requests/s',
      ...pair('cached', 'bare', 'rps'),
      baseline: 'bare, same SQL',
      unit: '/s',
      target: { atLeast: 0.85 },
    });
    rows.push({
      measure: 'First page: CPU per request',
      ...pair('cached', 'bare', 'cpu'),
      baseline: 'bare, same SQL',
      unit: 'µs',
    });
    rows.push({
      measure: 'First page: CPU per request, SESSION_CACHE=off',
      ...pair('uncached', 'bare', 'cpu'),
      baseline: 'bare, same SQL',
      unit: 'µs',
    });
  }
  printTable(database.kind, LEADS, rows, `${LEADS.toLocaleString('en-US')} leads, the session check`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
