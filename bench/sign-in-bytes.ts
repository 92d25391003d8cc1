// What the sign-in screen costs on the wire, read from Chromium's network log: the first visit (headers and
// bodies as received) against the brotli size of the same files, then a repeat visit's JavaScript bytes.
import { existsSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
import { chromium } from 'playwright-core';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface SignInBytes {
  firstVisitBytes: number;
  brotliBytes: number;
  files: number;
  repeatJsBytes: number;
  repeatJsRequests: number;
}

/** One response: its address, kind and the bytes received for it (headers and body; 0 from the cache). */
interface Loaded {
  url: string;
  type: string;
  bytes: number;
}

export async function measureSignIn(baseUrl: string): Promise<SignInBytes | null> {
  const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(executablePath)) return null;
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const seen = new Map<string, Loaded>();
    cdp.on('Network.responseReceived', (event) => {
      seen.set(event.requestId, { url: event.response.url, type: event.type, bytes: 0 });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const entry = seen.get(event.requestId);
      if (entry) entry.bytes = event.encodedDataLength;
    });
    const visit = async () => {
      seen.clear();
      await page.goto(baseUrl, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
      return [...seen.values()].filter((entry) => entry.url.startsWith(baseUrl));
    };

    const first = await visit();
    let brotliBytes = 0;
    for (const entry of first) {
      const body = Buffer.from(
        await (await fetch(entry.url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
      );
      brotliBytes += brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    }
    await page.goto('about:blank');
    const repeat = (await visit()).filter((entry) => entry.type === 'Script' && entry.bytes > 0);
    return {
      firstVisitBytes: first.reduce((sum, entry) => sum + entry.bytes, 0),
      brotliBytes,
      files: first.length,
      repeatJsBytes: repeat.reduce((sum, entry) => sum + entry.bytes, 0),
      repeatJsRequests: repeat.length,
    };
  } finally {
    await browser.close();
  }
}
