// `npm run bench`: the server's speed and memory against bare baselines measured in the same run, printed as
// one table. PGlite by default, PostgreSQL with DATABASE_URL (the bench works in a schema of its own and drops it).
//
// The project (the compiled server, started as a service manager would) and a bare server (bench/bare-server.mjs:
// Fastify + the same SQL through pg or PGlite, nothing else) run side by side and are measured in alternation,
// so the machine's other work weighs on both alike; each figure is a median over the rounds, each ratio the
// median of the rounds' ratios. The first page's CPU time per request (from /proc) is shown too: on a shared
// machine it moves far less than requests/s. BENCH_LEADS (100000), BENCH_ROUNDS (5), BENCH_SECONDS (3 per load run) and
// BENCH_EXPORTS (2) tune it.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { prepareBenchDatabase, SCENARIOS, type BenchDatabase } from './bench-data';
import { cpuMicros, startServer, treeRss, type ServerProcess } from './processes';
import { printTable, type Row } from './report';
import { measureSignIn, type SignInBytes } from './sign-in-bytes';

const ROOT = resolve(import.meta.dirname, '..');
const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const EXPORT_ROUNDS = Number(process.env.BENCH_EXPORTS ?? 2);
const CONNECTIONS = 10;

/** The compiled server as a service manager runs it; before the compiled build existed, what `npm start` ran. */
const COMPILED = join(ROOT, 'packages/server/dist/main.js');
const PROJECT_COMMAND = existsSync(COMPILED)
  ? [process.execPath, COMPILED]
  : [process.execPath, join(ROOT, 'scripts/start.mjs')];
const BARE_COMMAND = [process.execPath, join(ROOT, 'bench/bare-server.mjs')];

interface Load {
  rps: number;
  p50: number;
  p99: number;
  /** The server process's CPU time (user + system) per answered request, in µs: steadier than requests/s on a busy machine. */
  cpuPerRequest: number;
}
interface ExportRun {
  seconds: number;
  rssGrowth: number;
  worstProbeMs: number;
}
/** One round's figures of one server; `loads` by scenario name. */
interface Round {
  loads: Record<string, Load>;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

async function load(
  server: ServerProcess,
  path: string,
  headers: Record<string, string>,
  seconds: number,
): Promise<Load> {
  const url = `${server.url}${path}`;
  const cpuBefore = cpuMicros(server.child.pid!);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  const cpu = cpuMicros(server.child.pid!) - cpuBefore;
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuPerRequest: cpu / Math.max(1, result.requests.total),
  };
}

/** Exports every lead while a probe asks `probePath` again and again; time, peak RSS growth, worst probe wait. */
async function exportWithProbe(
  server: ServerProcess,
  exportPath: string,
  probePath: string,
  headers: Record<string, string>,
): Promise<ExportRun> {
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
  // As the app's own page sends it: a cookie-authenticated write must prove it comes from the same origin.
  const response = await fetch(`${server.url}${exportPath}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({ all: true }),
  });
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

/** One request's time in ms (a 200 is required). */
async function timeOnce(server: ServerProcess, path: string, headers: Record<string, string>): Promise<number> {
  const asked = performance.now();
  const answer = await fetch(`${server.url}${path}`, { headers });
  await answer.arrayBuffer();
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
  return performance.now() - asked;
}

/**
 * The sign-in screen's JavaScript (gzip) from the build's report, beside what a bare React page loads: the chunks
 * holding react and react-dom.
 */
function firstLoadRow(): Row {
  const file = join(ROOT, 'packages/app/dist/build-report.json');
  if (!existsSync(file))
    return {
      measure: 'First-load JavaScript: not measured (no build report)',
      project: NaN,
      bare: NaN,
      baseline: '',
      unit: '',
    };
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    signInGzipKb: number;
    signInModules: Array<{ module: string; chunk: string }>;
    chunks: Array<{ file: string; gzipKb: number }>;
  };
  const reactChunks = new Set(
    report.signInModules
      .filter(({ module }) => /^(react|react-dom|scheduler)\/cjs\//.test(module))
      .map(({ chunk }) => chunk),
  );
  const bare = report.chunks
    .filter((chunk) => reactChunks.has(chunk.file))
    .reduce((sum, chunk) => sum + chunk.gzipKb, 0);
  return {
    measure: 'First-load JavaScript (sign-in screen, gzip)',
    project: report.signInGzipKb,
    bare,
    baseline: 'react + react-dom chunks',
    unit: 'KB',
    target: { absoluteAtMost: 160 },
  };
}

const rel = (command: string[]) =>
  command
    .slice(1)
    .map((part) => part.replace(`${ROOT}/`, ''))
    .join(' ');

async function main() {
  const database: BenchDatabase = await prepareBenchDatabase(LEADS);
  const work = mkdtempSync(join(tmpdir(), 'backoffice-bench-run-'));
  const statementsFile = join(work, 'statements.json');
  writeFileSync(statementsFile, JSON.stringify(database.statements));
  const headers = { cookie: database.cookie };
  const projectEnv = { ...database.env, LOG_LEVEL: 'warn' };
  const bareEnv = { ...database.bareEnv, BENCH_STATEMENTS: statementsFile };
  const startProject = () => startServer(PROJECT_COMMAND, projectEnv, SCENARIOS.first, headers);
  const startBare = () => startServer(BARE_COMMAND, bareEnv, '/first');
  const figures: Figures = {
    cold: { project: [], bare: [] },
    firstDeep: { project: [], bare: [] },
    rest: { project: 0, bare: 0 },
    rounds: { project: [], bare: [] },
    exports: { project: [], bare: [] },
    firstExport: null,
    signIn: null,
  };
  let project: ServerProcess | null = null;
  let bare: ServerProcess | null = null;
  try {
    console.log(`Cold starts: ${rel(PROJECT_COMMAND)} and ${rel(BARE_COMMAND)}, ${ROUNDS} of each, alternately...`);
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [side, start] of [
        ['project', startProject],
        ['bare', startBare],
      ] as const) {
        const server = await start();
        figures.cold[side].push(server.coldStartMs);
        // The first jump deep into the list after start: nothing of it is cached yet.
        figures.firstDeep[side].push(await timeOnce(server, side === 'project' ? SCENARIOS.deep : '/deep', headers));
        await server.stop();
      }
    }

    // Both servers up side by side (PGlite: each on its own copy), measured in alternation so that the
    // machine's other work weighs on both alike.
    project = await startProject();
    bare = await startBare();
    const lists = { first: SCENARIOS.first, deep: SCENARIOS.deep, search: SCENARIOS.search };
    const bareLists = { first: '/first', pageOnly: '/pageOnly', deep: '/deep', search: '/search' };
    for (const path of Object.values(lists)) await load(project, path, headers, 1);
    for (const path of Object.values(bareLists)) await load(bare, path, {}, 1);
    await sleep(2000);
    figures.rest = { project: treeRss(project.child.pid!), bare: treeRss(bare.child.pid!) };

    console.log(`Load: ${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} rounds...`);
    for (let round = 0; round < ROUNDS; round += 1) {
      const projectRound: Round = { loads: {} };
      const bareRound: Round = { loads: {} };
      for (const [name, path] of Object.entries(lists)) {
        projectRound.loads[name] = await load(project, path, headers, SECONDS);
        bareRound.loads[name] = await load(bare, bareLists[name as keyof typeof lists], {}, SECONDS);
        if (name === 'first') bareRound.loads.pageOnly = await load(bare, bareLists.pageOnly, {}, SECONDS);
      }
      figures.rounds.project.push(projectRound);
      figures.rounds.bare.push(bareRound);
    }

    console.log(
      `Exports of ${LEADS.toLocaleString('en-US')} leads: a first one each (loads exceljs), then ${EXPORT_ROUNDS} of each, alternately...`,
    );
    figures.firstExport = {
      project: await exportWithProbe(project, '/api/download/leads/Contact', SCENARIOS.profile, headers),
      bare: await exportWithProbe(bare, '/export', '/profile', {}),
    };
    for (let round = 0; round < EXPORT_ROUNDS; round += 1) {
      figures.exports.project.push(
        await exportWithProbe(project, '/api/download/leads/Contact', SCENARIOS.profile, headers),
      );
      figures.exports.bare.push(await exportWithProbe(bare, '/export', '/profile', {}));
    }
    figures.signIn = await measureSignIn(project.url);
  } finally {
    await project?.stop();
    await bare?.stop();
    await database.cleanup();
    rmSync(work, { recursive: true, force: true });
  }
  printTable(database.kind, LEADS, summarise(figures));
}

interface Figures {
  cold: { project: number[]; bare: number[] };
  /** The first request for page 9000 after each cold start, in ms. */
  firstDeep: { project: number[]; bare: number[] };
  rest: { project: number; bare: number };
  rounds: { project: Round[]; bare: Round[] };
  exports: { project: ExportRun[]; bare: ExportRun[] };
  /** The first export after start, which also loads exceljs (shown apart: it happens once per process). */
  firstExport: { project: ExportRun; bare: ExportRun } | null;
  signIn: SignInBytes | null;
}

function summarise({ cold, firstDeep, rest, rounds, exports, firstExport, signIn }: Figures): Row[] {
  /** Median of the project's figures, of the bare ones, and of their ratio run by run. */
  const medians = (project: number[], bare: number[]) => ({
    project: median(project),
    bare: median(bare),
    ratio: median(project.map((value, index) => value / bare[index])),
  });
  const paired = (pick: (round: Round, side: 'project' | 'bare') => number) =>
    medians(
      rounds.project.map((round) => pick(round, 'project')),
      rounds.bare.map((round) => pick(round, 'bare')),
    );
  const loadOf = (projectName: string, bareName = projectName, field: keyof Load = 'rps') =>
    paired((round, side) => round.loads[side === 'project' ? projectName : bareName][field]);
  const MB = 1024 * 1024;
  const rows: Row[] = [];
  for (const [name, label] of [
    ['first', 'List, first page'],
    ['deep', 'List, page 9000'],
    ['search', 'Search (q=lead4242)'],
  ] as const) {
    rows.push({
      measure: `${label}: requests/s`,
      ...loadOf(name),
      baseline: 'same SQL',
      unit: '/s',
      target: { atLeast: 0.85 },
    });
    const p99 = loadOf(name, name, 'p99');
    rows.push({
      measure: `${label}: p50 / p99 ms`,
      ...loadOf(name, name, 'p50'),
      projectNote: `/ ${p99.project}`,
      bareNote: `/ ${p99.bare}`,
      baseline: 'same SQL',
      unit: 'ms',
    });
  }
  rows.push({
    measure: 'List, first page: requests/s',
    ...loadOf('first', 'pageOnly'),
    baseline: 'page query only',
    unit: '/s',
    target: { atLeast: 0.4 },
  });
  rows.push({
    measure: 'List, first page: server CPU per request',
    ...loadOf('first', 'first', 'cpuPerRequest'),
    baseline: 'same SQL',
    unit: 'µs',
  });
  const deepVsFirst = rounds.project.map((round) => round.loads.deep.p50 / round.loads.first.p50);
  rows.push({
    measure: 'Page 9000 p50 vs first page p50',
    project: median(rounds.project.map((round) => round.loads.deep.p50)),
    bare: median(rounds.project.map((round) => round.loads.first.p50)),
    ratio: median(deepVsFirst),
    baseline: 'project first page',
    unit: 'ms',
    target: { atMost: 2 },
  });
  rows.push({
    measure: 'First jump to page 9000 after start',
    ...medians(firstDeep.project, firstDeep.bare),
    baseline: 'same SQL',
    unit: 'ms',
    target: { absoluteAtMost: 50 },
  });
  const exportPair = (pick: (run: ExportRun) => number) => medians(exports.project.map(pick), exports.bare.map(pick));
  rows.push({
    measure: `Export ${LEADS.toLocaleString('en-US')} leads: time`,
    ...exportPair((run) => run.seconds),
    baseline: 'bare exceljs',
    unit: 's',
    target: { atMost: 1.2 },
  });
  // From rest: the first export's growth (memory a process has grown for once is kept, so later exports barely grow).
  if (firstExport) {
    rows.push({
      measure: 'Export: RSS growth (first export, from rest)',
      project: firstExport.project.rssGrowth / MB,
      bare: firstExport.bare.rssGrowth / MB,
      baseline: 'bare exceljs',
      unit: 'MB',
      target: { atMost: 1.2 },
    });
  }
  rows.push({
    measure: 'Worst /api/admin/profile wait during export',
    project: Math.max(...exports.project.map((run) => run.worstProbeMs)),
    bare: Math.max(...exports.bare.map((run) => run.worstProbeMs)),
    baseline: 'bare, same SQL',
    unit: 'ms',
    target: { absoluteAtMost: 250 },
  });
  if (firstExport) {
    // The first export of a process loads exceljs too: on the writer's own thread, so no request waits for it either.
    rows.push({
      measure: 'First export after start: worst profile wait',
      project: firstExport.project.worstProbeMs,
      bare: firstExport.bare.worstProbeMs,
      baseline: 'bare, same SQL',
      unit: 'ms',
      target: { absoluteAtMost: 250 },
    });
  }
  rows.push({
    measure: 'Cold start (to first list answer)',
    ...medians(cold.project, cold.bare),
    baseline: 'bare Fastify',
    unit: 'ms',
    target: { atMost: 1.6 },
  });
  rows.push({
    measure: 'Memory at rest (RSS, process tree)',
    project: rest.project / MB,
    bare: rest.bare / MB,
    baseline: 'bare Fastify',
    unit: 'MB',
    target: { atMost: 1.6 },
  });
  rows.push(firstLoadRow());
  if (signIn) {
    rows.push({
      measure: `Sign-in screen on the wire (${signIn.files} files)`,
      project: signIn.firstVisitBytes / 1024,
      bare: signIn.brotliBytes / 1024,
      baseline: 'brotli size',
      unit: 'KB',
      target: { atMost: 1.05 },
    });
    rows.push({
      measure: 'Sign-in screen again: JavaScript bytes',
      project: signIn.repeatJsBytes,
      projectNote: `(${signIn.repeatJsRequests} requests)`,
      bare: 0,
      baseline: 'none',
      unit: 'B',
      target: { absoluteAtMost: 0 },
    });
  } else {
    rows.push({
      measure: 'Sign-in screen bytes: not measured (no Chromium; set CHROMIUM_PATH)',
      project: NaN,
      bare: NaN,
      baseline: '',
      unit: '',
    });
  }
  return rows;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
