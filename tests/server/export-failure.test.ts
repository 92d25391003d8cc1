import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from '../../packages/server/src/storage/local-disk-storage';
import { StorageUnavailableError } from '../../packages/server/src/storage/storage';
import { createTestServer, multipartBody, type TestServer } from './helpers';

/** Local disk whose reads can be made to fail after some succeed, as a store that goes away during an export. */
class FlakyStorage extends LocalDiskStorage {
  /** Reads still answered before every further one fails; null: never fails. */
  readsLeft: number | null = null;
  override async open(urlOrKey: string) {
    if (this.readsLeft !== null && this.readsLeft-- <= 0)
      throw new StorageUnavailableError(new Error('store went away'));
    return super.open(urlOrKey);
  }
}

const folder = mkdtempSync(join(tmpdir(), 'backoffice-flaky-'));
const storage = new FlakyStorage(folder, () => {});
let server: TestServer;
let cookie: string;
let base: string;

beforeAll(async () => {
  server = await createTestServer({ storage, config: { intakeRequestsPerMinute: 1000 } });
  cookie = await server.signIn('admin');
  const pdf = Buffer.from(`%PDF-1.4\n${'x'.repeat(200_000)}\n%%EOF\n`);
  for (let index = 0; index < 3; index += 1) {
    const fields = { job: 'Driver', fName: `A${index}`, lName: 'B', email: `a${index}@example.com`, phone: '1' };
    const sent = await server.app.inject({
      method: 'POST',
      url: '/api/public/job-applications',
      ...multipartBody(fields, { resume: { data: pdf, filename: 'cv.pdf' } }),
    });
    expect(sent.statusCode).toBe(201);
  }
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await server?.close();
  rmSync(folder, { recursive: true, force: true });
});

/** What a browser sees: the status, whether the body ended properly or the download broke, and the bytes. */
function download(
  path: string,
  body: unknown,
): Promise<{ status: number; type: string; outcome: 'complete' | 'failed'; bytes: number }> {
  return new Promise((resolve, reject) => {
    const sent = request(
      `${base}${path}`,
      { method: 'POST', headers: { cookie, origin: base, 'content-type': 'application/json' } },
      (response) => {
        let bytes = 0;
        const done = (outcome: 'complete' | 'failed') =>
          resolve({ status: response.statusCode!, type: String(response.headers['content-type']), outcome, bytes });
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => done(response.complete ? 'complete' : 'failed'));
        response.on('aborted', () => done('failed'));
        response.on('error', () => done('failed'));
      },
    );
    sent.on('error', reject);
    sent.end(JSON.stringify(body));
  });
}

describe('an export that fails after its headers were sent', () => {
  it('ends the download as an error (never a complete-looking file, never a hung connection)', async () => {
    storage.readsLeft = null;
    const whole = await download('/api/getJobCandidateList', { all: true });
    expect(whole).toMatchObject({ status: 200, type: 'application/zip', outcome: 'complete' });

    // The first resume is read, the second is not: the index and a 200 KB file were already on their way (a
    // failure before any byte is sent is a plain 503: the first read failing raced the headers' flush).
    storage.readsLeft = 1;
    const broken = await download('/api/getJobCandidateList', { all: true });
    expect(broken).toMatchObject({ status: 200, type: 'application/zip', outcome: 'failed' });
    expect(broken.bytes).toBeLessThan(whole.bytes);
    storage.readsLeft = null;
    // The server goes on answering.
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/admin/profile', headers: { cookie } })).statusCode,
    ).toBe(200);
  });

  it('a bad search is refused before the export starts: a JSON 400, no file', async () => {
    const refused = await download('/api/download/leads/Contact', { all: true, q: 'a\u0000' });
    expect(refused).toMatchObject({ status: 400, outcome: 'complete' });
    expect(refused.type).toMatch(/^application\/json/);
  });
});
