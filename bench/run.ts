// `npm run bench`: the server's speed and memory against bare baselines measured in the same run, printed as
// one table. PGlite by default, PostgreSQL with DATABASE_URL (the bench works in a schema of its own and drops it).
//
// Rounds interleave the project (the compiled server, started as a service manager would) and a bare server
// (bench/bare-server.mjs: Fastify + the same SQL through pg or PGlite, nothing else); each figure is the median
// over the rounds. BENCH_LEADS (100000), BENCH_ROUNDS (3) and BENCH_SECONDS (3, per load run) tune it.
import { mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { prepareBenchDatabase, SCENARIOS, type BenchDatabase } from './bench-data';
import { startServer, treeRss, type ServerProcess } from './processes';
import { printTable, type Row } from './report';
import { measureSignIn, type SignInBytes } from './sign-in-bytes';

const ROOT = resolve(import.meta.dirname, '..');
const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = 10;

/** The compiled server as a service manager runs it; before the compiled build existed, what `npm start` ran. */
const COMPILED = join(ROOT, 'packages/server/dist/main.js');
const PROJECT_COMMAND = existsSync(COMPILED) ? [process.execPath, COMPILED] : [process.execPath, join(ROOT, 'scripts/start.mjs')];
const BARE_COMMAND = [process.execPath, join(ROOT, 'bench/bare-server.mjs')];

interface Load {
  rps: number;
  p50: number;
  p99: number;
}
interface ExportRun {
  seconds: number;
  rssGrowth: number;
  worstProbeMs: number;
}
interface ServerRound {
  coldStartMs: number;
  restRss: number;
  loads: Record<string, Load>;
  export: ExportRun;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

async function load(url: string, headers: Record<string, string>, seconds: number): Promise<Load> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** Exports every lead while a probe asks `probePath` again and again; time, peak RSS growth, worst probe wait. */
async function exportWithProbe(server: ServerProcess, exportPath: string, probePath: string, headers: Record<string, string>): Promise<ExportRun> {
  const pid = server.child.pid!;
  const before = treeRss(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRss(pid))), 20);
  let exporting = true;
  let worstProbeMs = 0;
  const probe = (async () => {
    while (exporting) {
      const asked = performance.now();
      const answer = await fetch(`${server.url}${probePath}`, { headers });
      await answer.arrayBuffer();
      if (answer.status !== 200) throw new Error(`${probePath} answered ${answer.status} during the export`);
      worstProbeMs = Math.max(worstProbeMs, performance.now() - asked);
      await sleep(20);
    }
  })();
  const started = performance.now();
  const response = await fetch(`${server.url}${exportPath}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ all: true }) });
  if (response.status !== 200) throw new Error(`${exportPath} answered ${response.status}`);
  let bytes = 0;
  for await (const chunk of response.body!) bytes += (chunk as Uint8Array).length;
  const seconds = (performance.now() - started) / 1000;
  exporting = false;
  await probe;
  clearInterval(sampler);
  if (bytes < LEADS * 20) throw new Error(`${exportPath} sent only ${bytes} bytes`);
  return { seconds, rssGrowth: peak - before, worstProbeMs };
}

async function measureServer(server: ServerProcess, paths: Record<string, string>, headers: Record<string, string>, exportPath: string, probePath: string): Promise<ServerRound> {
  for (const path of Object.values(paths)) await load(`${server.url}${path}`, headers, 1); // warm-up
  await sleep(2000);
  const restRss = treeRss(server.child.pid!);
  const loads: Record<string, Load> = {};
  for (const [name, path] of Object.entries(paths)) loads[name] = await load(`${server.url}${path}`, headers, SECONDS);
  return { coldStartMs: server.coldStartMs, restRss, loads, export: await exportWithProbe(server, exportPath, probePath, headers) };
}

async function main() {
  const database: BenchDatabase = await prepareBenchDatabase(LEADS);
  const work = mkdtempSync(join(tmpdir(), 'backoffice-bench-run-'));
  const statementsFile = join(work, 'statements.json');
  writeFileSync(statementsFile, JSON.stringify(database.statements));
  const headers = { cookie: database.cookie };
  const projectEnv = { ...database.env, LOG_LEVEL: 'warn' };
  const bareEnv = { ...database.env, BENCH_STATEMENTS: statementsFile };
  const project: ServerRound[] = [];
  const bare: ServerRound[] = [];
  let signIn: SignInBytes | null = null;
  try {
    for (let round = 1; round <= ROUNDS; round += 1) {
      console.log(`Round ${round} of ${ROUNDS}: project server (${PROJECT_COMMAND.slice(1).map((part) => part.replace(`${ROOT}/`, '')).join(' ')})...`);
      const server = await startServer(PROJECT_COMMAND, projectEnv, SCENARIOS.first, headers);
      try {
        const { profile: _probe, ...lists } = SCENARIOS;
        project.push(await measureServer(server, lists, headers, '/api/download/leads/Contact', SCENARIOS.profile));
        if (round === 1) signIn = await measureSignIn(server.url);
      } finally {
        await server.stop();
      }
      console.log(`Round ${round} of ${ROUNDS}: bare server...`);
      const baseline = await startServer(BARE_COMMAND, bareEnv, '/first');
      try {
        bare.push(await measureServer(baseline, { first: '/first', pageOnly: '/pageOnly', deep: '/deep', search: '/search' }, {}, '/export', '/profile'));
      } finally {
        await baseline.stop();
      }
    }
  } finally {
    await database.cleanup();
    rmSync(work, { recursive: true, force: true });
  }
  printTable(database.kind, LEADS, summarise(project, bare, signIn));
}

function summarise(project: ServerRound[], bare: ServerRound[], signIn: SignInBytes | null): Row[] {
  const of = (rounds: ServerRound[], pick: (round: ServerRound) => number) => median(rounds.map(pick));
  const rps = (rounds: ServerRound[], name: string) => of(rounds, (round) => round.loads[name].rps);
  const p50 = (rounds: ServerRound[], name: string) => of(rounds, (round) => round.loads[name].p50);
  const p99 = (rounds: ServerRound[], name: string) => of(rounds, (round) => round.loads[name].p99);
  const MB = 1024 * 1024;
  const rows: Row[] = [];
  for (const [name, label] of [['first', 'List, first page'], ['deep', 'List, page 9000'], ['search', 'Search (q=lead4242)']] as const) {
    rows.push({ measure: `${label}: requests/s`, project: rps(project, name), bare: rps(bare, name), baseline: 'same SQL', unit: '/s', target: { atLeast: 0.85 } });
    rows.push({ measure: `${label}: p50 / p99 ms`, project: p50(project, name), projectNote: `/ ${p99(project, name)}`, bare: p50(bare, name), bareNote: `/ ${p99(bare, name)}`, baseline: 'same SQL', unit: 'ms' });
  }
  rows.push({ measure: 'List, first page: requests/s', project: rps(project, 'first'), bare: rps(bare, 'pageOnly'), baseline: 'page query only', unit: '/s', target: { atLeast: 0.4 } });
  rows.push({ measure: 'Page 9000 p50 vs first page p50', project: p50(project, 'deep'), bare: p50(project, 'first'), baseline: 'project first page', unit: 'ms', target: { atMost: 2 } });
  rows.push({ measure: `Export ${LEADS.toLocaleString('en-US')} leads: time`, project: of(project, (round) => round.export.seconds), bare: of(bare, (round) => round.export.seconds), baseline: 'bare exceljs', unit: 's', target: { atMost: 1.2 } });
  rows.push({ measure: 'Export: RSS growth', project: of(project, (round) => round.export.rssGrowth) / MB, bare: of(bare, (round) => round.export.rssGrowth) / MB, baseline: 'bare exceljs', unit: 'MB', target: { atMost: 1.2 } });
  rows.push({ measure: 'Worst /api/admin/profile wait during export', project: Math.max(...project.map((round) => round.export.worstProbeMs)), bare: Math.max(...bare.map((round) => round.export.worstProbeMs)), baseline: 'bare, same SQL', unit: 'ms', target: { absoluteAtMost: 250 } });
  rows.push({ measure: 'Cold start (to first list answer)', project: of(project, (round) => round.coldStartMs), bare: of(bare, (round) => round.coldStartMs), baseline: 'bare Fastify', unit: 'ms', target: { atMost: 1.6 } });
  rows.push({ measure: 'Memory at rest (RSS, process tree)', project: of(project, (round) => round.restRss) / MB, bare: of(bare, (round) => round.restRss) / MB, baseline: 'bare Fastify', unit: 'MB', target: { atMost: 1.6 } });
  if (signIn) {
    rows.push({ measure: `Sign-in screen on the wire (${signIn.files} files)`, project: signIn.firstVisitBytes / 1024, bare: signIn.brotliBytes / 1024, baseline: 'brotli size', unit: 'KB', target: { atMost: 1.05 } });
    rows.push({ measure: 'Sign-in screen again: JavaScript bytes', project: signIn.repeatJsBytes, projectNote: `(${signIn.repeatJsRequests} requests)`, bare: 0, baseline: 'none', unit: 'B', target: { absoluteAtMost: 0 } });
  } else {
    rows.push({ measure: 'Sign-in screen bytes: not measured (no Chromium; set CHROMIUM_PATH)', project: NaN, bare: NaN, baseline: '', unit: '' });
  }
  return rows;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
