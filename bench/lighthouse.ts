// `npm run bench:lighthouse`: Lighthouse's performance score (mobile preset: a throttled mid-range phone) for the
// sign-in screen and for the dashboard after sign-in (a session cookie from POST /api/admin/signin), against the
// built app served by the compiled server on a fresh PGlite data directory. LIGHTHOUSE_RUNS (default 3) runs each.
// Chromium: CHROME_PATH (default /usr/bin/chromium). The scores depend on the machine's load: say it beside them.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort } from './processes';

const ROOT = join(import.meta.dirname, '..');
const SERVER = join(ROOT, 'packages/server/dist/main.js');
const EMAIL = 'lighthouse-admin@example.com';
const PASSWORD = 'Lighthouse-password-2026';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

interface Score {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  /** Speed Index, ms. */
  si: number;
  /** Cumulative Layout Shift, thousandths (the score weighs all five). */
  cls: number;
}

async function startServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (!existsSync(SERVER) || !existsSync(join(ROOT, 'packages/app/dist/index.html')))
    throw new Error('Build first: npm run build');
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-lighthouse-'));
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: EMAIL,
      ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (log = (log + chunk).slice(-4000)));
  child.stderr.on('data', (chunk) => (log = (log + chunk).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${log}`);
    const answer = await fetch(`${url}/config.json`).catch(() => null);
    if (answer?.ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not start within 120 s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A session cookie, as the sign-in screen's POST gets it. */
async function sessionCookie(url: string): Promise<string> {
  const answer = await fetch(`${url}/api/admin/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  const cookie = answer.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .find((pair) => /^(__Host-)?bo_session=/.test(pair));
  if (!answer.ok || !cookie) throw new Error(`Sign-in failed: ${answer.status} ${await answer.text()}`);
  return cookie;
}

async function score(url: string, port: number, headers: Record<string, string> = {}): Promise<Score> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    extraHeaders: headers,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const audit = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    si: audit('speed-index'),
    cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000),
  };
}

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  const cookie = await sessionCookie(server.url);
  const pages: { name: string; url: string; headers: Record<string, string> }[] = [
    { name: 'sign-in', url: `${server.url}/`, headers: {} },
    { name: 'dashboard (signed in)', url: `${server.url}/dashboard`, headers: { cookie } },
  ];
  console.log(`Lighthouse performance, mobile preset, ${RUNS} run(s) each; load average ${loadavg()[0].toFixed(2)}`);
  for (const page of pages) {
    const scores: Score[] = [];
    for (let run = 0; run < RUNS; run += 1) scores.push(await score(page.url, chrome.port, page.headers));
    const list = scores.map((entry) => entry.score).join(', ');
    const detail = scores
      .map(
        (entry) =>
          `FCP ${entry.fcp} ms, LCP ${entry.lcp} ms, TBT ${entry.tbt} ms, SI ${entry.si} ms, CLS ${(entry.cls / 1000).toFixed(3)}`,
      )
      .join(' | ');
    console.log(`${page.name}: ${list}  (${detail})`);
  }
  console.log(`load average after: ${loadavg()[0].toFixed(2)}`);
} finally {
  await chrome.kill();
  await server.stop();
}
