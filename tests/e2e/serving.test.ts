import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../packages/server/src/database';
import { ADMIN_EMAIL, ADMIN_PASSWORD, launchBrowser, ROOT, startServer, type RunningServer } from './support';

// The built app and the compiled server as `npm start` runs them: what a browser downloads on a first and a
// repeat visit, and how the server stops (SIGTERM lets the requests in flight finish).

const DIST = join(ROOT, 'packages/app/dist');
const LEADS = 10_000;
let server: RunningServer;

beforeAll(async () => {
  server = await startServer(
    {},
    {
      // Enough leads that an export is still running when the server is told to stop.
      async prepare(dataDir) {
        const database = await openDatabase({ dataDir: join(dataDir, 'db') });
        await sql`
        insert into leads (first_name, last_name, company_name, email, phone_number, num_of_orders, countries_interested)
        select 'First' || n, 'Last' || n, 'Company', 'drain' || n || '@example.com', '+212600000000', '10', 'Morocco'
        from generate_series(1, ${LEADS}::int) as n`.execute(database.db);
        await database.close();
      },
    },
  );
});
afterAll(async () => {
  await server?.stop();
});

describe('the build', () => {
  it('names every asset by its content hash (the entry too), with .br and .gz beside it', () => {
    const assets = readdirSync(join(DIST, 'assets'));
    const scripts = assets.filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(10);
    for (const name of scripts) {
      expect(name).toMatch(/-[A-Za-z0-9_-]{8}\.js$/);
      if (statSync(join(DIST, 'assets', name)).size >= 1024)
        expect([name, assets.includes(`${name}.br`), assets.includes(`${name}.gz`)]).toEqual([name, true, true]);
    }
    const index = readFileSync(join(DIST, 'index.html'), 'utf8');
    // Loaded by index.html's small loader once the sign-in screen has painted.
    const entry = /script\.src = "\/assets\/(main-[A-Za-z0-9_-]{8}\.js)";/.exec(index)?.[1];
    expect(entry && existsSync(join(DIST, 'assets', entry))).toBe(true);
  });
});

describe('the sign-in screen in a browser', () => {
  it('comes brotli-compressed on the first visit and downloads no JavaScript on the next one', async () => {
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      // Per script: its address, how it came compressed, and the bytes received for it (0 from the cache).
      const scripts = new Map<string, { url: string; encoding: string; bytes: number }>();
      cdp.on('Network.responseReceived', (event) => {
        if (event.type !== 'Script') return;
        const headers = Object.fromEntries(
          Object.entries(event.response.headers).map(([key, value]) => [key.toLowerCase(), String(value)]),
        );
        scripts.set(event.requestId, {
          url: event.response.url,
          encoding: headers['content-encoding'] ?? '',
          bytes: 0,
        });
      });
      cdp.on('Network.loadingFinished', (event) => {
        const script = scripts.get(event.requestId);
        if (script) script.bytes = event.encodedDataLength;
      });
      const visit = async () => {
        scripts.clear();
        await page.goto(server.url, { waitUntil: 'networkidle' });
        await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
        return [...scripts.values()];
      };

      const first = await visit();
      expect(first.length).toBeGreaterThan(0);
      for (const script of first) {
        expect({ url: script.url, encoding: script.encoding }).toEqual({ url: script.url, encoding: 'br' });
        expect(script.bytes).toBeGreaterThan(0); // came over the network, not from the cache
      }

      await page.goto('about:blank');
      const again = await visit();
      expect(again.map((script) => script.url).sort()).toEqual(first.map((script) => script.url).sort());
      expect(again.filter((script) => script.bytes > 0)).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});

describe('stopping', () => {
  it('runs in the npm start process itself, and on SIGTERM finishes the export in flight before it exits', async () => {
    const children = readdirSync(`/proc/${server.process.pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${server.process.pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean),
    );
    expect(children).toEqual([]);

    const signIn = await fetch(`${server.url}/api/admin/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    const cookie = String(signIn.headers.get('set-cookie')).split(';')[0];
    const exporting = await fetch(`${server.url}/api/download/leads/Contact`, {
      method: 'POST',
      headers: { cookie, origin: server.url, 'content-type': 'application/json' },
      body: JSON.stringify({ all: true }),
    });
    expect(exporting.status).toBe(200);
    const reader = exporting.body!.getReader();
    const chunks: Uint8Array[] = [(await reader.read()).value!];
    server.process.kill('SIGTERM');
    for (let part = await reader.read(); !part.done; part = await reader.read()) chunks.push(part.value);

    const file = unzipSync(Buffer.concat(chunks));
    const rows = Buffer.from(file['xl/worksheets/sheet1.xml']).toString('utf8').split('<row ').length - 1;
    expect(rows).toBe(LEADS + 1);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('SIGTERM received');
    await expect(fetch(`${server.url}/config.json`)).rejects.toThrow();
  });
});
