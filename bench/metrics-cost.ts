// `npx tsx bench/metrics-cost.ts`: what the metrics cost on a list request. Two servers in this process, one
// with METRICS_TOKEN (request hook, statement timing, pool collector, Node's samplers) and one without, each on
// its own in-memory PGlite holding the same 20 FAQs; autocannon (10 connections) calls GET /api/faq signed in,
// alternating between the two for ROUNDS rounds so a busy machine's swings hit both alike.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../packages/server/src/app';
import { createAdmin } from '../packages/server/src/auth/admins';
import { defaultConfig } from '../packages/server/src/config';
import { openDatabase } from '../packages/server/src/database';
import { LocalDiskStorage } from '../packages/server/src/storage/local-disk-storage';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const TOKEN = 'bench-metrics-token-0123456789';
const PASSWORD = 'Bench-password-123';

async function server(metrics: boolean) {
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-bench-metrics-'));
  const database = await openDatabase({ metrics });
  const app = await buildApp({
    db: database.db,
    storage: new LocalDiskStorage(dataDir),
    config: defaultConfig({ logLevel: 'silent', metricsToken: metrics ? TOKEN : null }),
  });
  await createAdmin(database.db, {
    firstName: 'Bench',
    lastName: 'Admin',
    email: 'bench@example.com',
    password: PASSWORD,
    role: 'superAdmin',
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const signIn = await fetch(`${address}/api/admin/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: address },
    body: JSON.stringify({ email: 'bench@example.com', password: PASSWORD }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .find((value) => value.startsWith('bo_session='))!
    .split(';')[0];
  for (let row = 1; row <= 20; row += 1) {
    const added = await fetch(`${address}/api/faq/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: address, cookie },
      body: JSON.stringify({
        question: `Question ${row}?`,
        answer: `Answer number ${row}, a sentence or two long.`,
        row,
      }),
    });
    if (added.status !== 201) throw new Error(`FAQ add: ${added.status} ${await added.text()}`);
  }
  return {
    app,
    address,
    cookie,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const [withMetrics, without] = [await server(true), await server(false)];
const results: Record<'with' | 'without', number[]> = { with: [], without: [] };
const latency: Record<'with' | 'without', number[]> = { with: [], without: [] };
for (let round = 0; round < ROUNDS; round += 1) {
  const order = round % 2 === 0 ? (['without', 'with'] as const) : (['with', 'without'] as const);
  for (const which of order) {
    const target = which === 'with' ? withMetrics : without;
    const result = await autocannon({
      url: `${target.address}/api/faq`,
      connections: 10,
      duration: SECONDS,
      headers: { cookie: target.cookie },
    });
    if (result.non2xx > 0) throw new Error(`${result.non2xx} answers were not 2xx`);
    results[which].push(result.requests.average);
    latency[which].push(result.latency.p99);
  }
}
// CPU time per request (process.cpuUsage), through app.inject: less at the mercy of other processes than req/s.
const cpu: Record<'with' | 'without', number[]> = { with: [], without: [] };
const INJECTS = Number(process.env.BENCH_INJECTS ?? 1000);
for (let round = 0; round < ROUNDS; round += 1) {
  const order = round % 2 === 0 ? (['without', 'with'] as const) : (['with', 'without'] as const);
  for (const which of order) {
    const target = which === 'with' ? withMetrics : without;
    const before = process.cpuUsage();
    for (let i = 0; i < INJECTS; i += 1)
      await target.app.inject({ method: 'GET', url: '/api/faq', headers: { cookie: target.cookie } });
    const used = process.cpuUsage(before);
    cpu[which].push((used.user + used.system) / INJECTS);
  }
}
const scrape = await withMetrics.app.inject({
  method: 'GET',
  url: '/metrics',
  headers: { authorization: `Bearer ${TOKEN}` },
});
const text = scrape.body;
await withMetrics.close();
await without.close();

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`GET /api/faq (20 rows), ${ROUNDS} rounds of ${SECONDS} s each, 10 connections`);
console.log(
  `  without metrics: req/s per round ${results.without.map(Math.round).join(', ')}; median ${Math.round(median(results.without))}; p99 ms ${latency.without.join(', ')}`,
);
console.log(
  `  with metrics:    req/s per round ${results.with.map(Math.round).join(', ')}; median ${Math.round(median(results.with))}; p99 ms ${latency.with.join(', ')}`,
);
console.log(
  `  change: ${(((median(results.with) - median(results.without)) / median(results.without)) * 100).toFixed(1)} % req/s`,
);
console.log(
  `  CPU µs per request (app.inject, ${INJECTS} per round): without ${cpu.without.map(Math.round).join(', ')} (median ${Math.round(median(cpu.without))}); with ${cpu.with.map(Math.round).join(', ')} (median ${Math.round(median(cpu.with))}); change ${(((median(cpu.with) - median(cpu.without)) / median(cpu.without)) * 100).toFixed(1)} %`,
);
console.log(
  `  /metrics answer: ${scrape.statusCode}, ${text.length} bytes, ${text.split('\n').filter((line) => line && !line.startsWith('#')).length} samples`,
);
