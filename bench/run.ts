// `npm run bench`: the collected-data targets of issue 5, measured (never asserted by tests).
// Seeds 100,000 leads in a fresh embedded database, then times the first page and a search through the real
// server (app.inject, signed in), and watches the process's memory while every lead is exported to .xlsx.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../packages/server/src/app';
import { createAdmin } from '../packages/server/src/auth/admins';
import { defaultConfig } from '../packages/server/src/config';
import { openDatabase } from '../packages/server/src/db/open-database';
import { LocalDiskStorage } from '../packages/server/src/storage/local-disk-storage';

const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const RUNS = 15;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-bench-'));
  const database = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL, schema: `bench_${process.pid}` } : {});
  const app = await buildApp({ db: database.db, storage: new LocalDiskStorage(dataDir), config: defaultConfig({ logLevel: 'silent' }) });
  try {
    const started = performance.now();
    for (let offset = 0; offset < LEADS; offset += 2000) {
      const batch = Array.from({ length: Math.min(2000, LEADS - offset) }, (_, index) => {
        const n = offset + index;
        return {
          first_name: `First${n}`, last_name: `Last${n}`, company_name: `Company ${n % 997}`, email: `lead${n}@example.com`,
          phone_number: `+2126${String(n).padStart(8, '0')}`, num_of_orders: String(n % 500), countries_interested: 'Morocco, Nigeria',
        };
      });
      await database.db.insertInto('leads').values(batch).execute();
    }
    console.log(`Seeded ${LEADS.toLocaleString('en-US')} leads in ${((performance.now() - started) / 1000).toFixed(1)} s (${database.kind}).`);

    await createAdmin(database.db, { firstName: 'Bench', lastName: 'Admin', email: 'bench@example.com', password: 'Bench-password-1', role: 'admin' });
    const signIn = await app.inject({ method: 'POST', url: '/api/admin/signin', payload: { email: 'bench@example.com', password: 'Bench-password-1' } });
    const cookie = String(signIn.headers['set-cookie']).split(';')[0];

    const time = async (url: string) => {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const start = performance.now();
        const response = await app.inject({ method: 'GET', url, headers: { cookie } });
        if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
        times.push(performance.now() - start);
      }
      return median(times);
    };
    console.log(`First page (page=1, pageSize=10): median ${(await time('/api/getleadsContact?page=1&pageSize=10')).toFixed(1)} ms over ${RUNS} runs (target < 50 ms)`);
    console.log(`Search (q=lead4242, page 1):      median ${(await time('/api/getleadsContact?page=1&pageSize=10&q=lead4242')).toFixed(1)} ms over ${RUNS} runs (target < 50 ms)`);

    global.gc?.();
    // RSS shows what the process took from the system; heap + external shows what the export itself holds
    // (PGlite's WebAssembly memory, grown while seeding, is in RSS already and is not returned).
    const heapOf = () => process.memoryUsage().heapUsed + process.memoryUsage().external;
    const baseline = process.memoryUsage().rss;
    const heapBaseline = heapOf();
    let peak = baseline;
    let heapPeak = heapBaseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
      heapPeak = Math.max(heapPeak, heapOf());
    }, 20);
    const exportStart = performance.now();
    const response = await app.inject({ method: 'POST', url: '/api/download/leads/Contact', headers: { cookie }, payload: { all: true }, payloadAsStream: true });
    let bytes = 0;
    for await (const chunk of response.stream()) bytes += (chunk as Buffer).length;
    clearInterval(sampler);
    console.log(
      `Export of all leads: ${(bytes / 1024 / 1024).toFixed(1)} MB .xlsx in ${((performance.now() - exportStart) / 1000).toFixed(1)} s; ` +
        `peak memory growth ${((peak - baseline) / 1024 / 1024).toFixed(0)} MB RSS, ${((heapPeak - heapBaseline) / 1024 / 1024).toFixed(0)} MB heap (target < 150 MB)`,
    );
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
