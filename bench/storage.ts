// `npm run bench:storage`: upload and serve of a 1 MB image through the real server (app.inject, signed in),
// with files on local disk (the baseline) and in an S3-compatible bucket (s3rver on loopback), as a ratio.
// The upload is the podcasts page's hero cover: multipart parse, content check, store, database row, and
// removal of the cover it replaces; the serve is GET /uploads/... read whole.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { crc32 } from 'node:zlib';
import { buildApp } from '../packages/server/src/app';
import { createAdmin } from '../packages/server/src/auth/admins';
import { defaultConfig } from '../packages/server/src/config';
import { openDatabase } from '../packages/server/src/database';
import { gradientPng } from '../packages/server/src/seed/demo-images';
import { LocalDiskStorage } from '../packages/server/src/storage/local-disk-storage';
import type { Storage } from '../packages/server/src/storage/storage';
import { startS3TestServer } from '../tests/support/s3-test-server';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const SIZE = 1024 * 1024;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A real 1407 x 541 cover, grown to exactly 1 MB with a private chunk of random bytes (ignored by viewers). */
function oneMegabytePng(): Buffer {
  const png = gradientPng(1407, 541, [22, 104, 220]);
  const end = png.subarray(png.length - 12); // the IEND chunk
  const data = randomBytes(SIZE - png.length - 12);
  const body = Buffer.concat([Buffer.from('bnCh', 'ascii'), data]);
  const chunk = Buffer.alloc(8 + data.length + 4);
  chunk.writeUInt32BE(data.length, 0);
  body.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(body) >>> 0, chunk.length - 4);
  return Buffer.concat([png.subarray(0, png.length - 12), chunk, end]);
}

function multipart(image: Buffer) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="cover"; filename="cover.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    image,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function measure(storage: Storage, image: Buffer) {
  const database = await openDatabase({});
  const app = await buildApp({ db: database.db, storage, config: defaultConfig({ logLevel: 'silent' }) });
  try {
    await createAdmin(database.db, {
      firstName: 'Bench',
      lastName: 'Editor',
      email: 'bench@example.com',
      password: 'Bench-password-1',
      role: 'editor',
    });
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/admin/signin',
      payload: { email: 'bench@example.com', password: 'Bench-password-1' },
    });
    const cookie = String(signIn.headers['set-cookie']).split(';')[0];
    const form = multipart(image);
    const uploads: number[] = [];
    const serves: number[] = [];
    for (let run = -3; run < RUNS; run += 1) {
      let start = performance.now();
      const uploaded = await app.inject({
        method: 'POST',
        url: '/api/podcast/add-hero-section-cover',
        headers: { cookie, 'sec-fetch-site': 'same-origin', ...form.headers },
        payload: form.payload,
      });
      if (uploaded.statusCode !== 200) throw new Error(`The upload answered ${uploaded.statusCode}: ${uploaded.body}`);
      const uploadMs = performance.now() - start;
      start = performance.now();
      const served = await app.inject({ method: 'GET', url: uploaded.json().cover });
      if (served.statusCode !== 200 || served.rawPayload.length !== image.length)
        throw new Error(`Serving answered ${served.statusCode}`);
      const serveMs = performance.now() - start;
      if (run >= 0) {
        uploads.push(uploadMs);
        serves.push(serveMs);
      }
    }
    return { upload: median(uploads), serve: median(serves) };
  } finally {
    await app.close();
    await database.close();
  }
}

async function main() {
  const image = oneMegabytePng();
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-bench-storage-'));
  const s3 = await startS3TestServer();
  const bucket = s3.storage();
  try {
    const local = await measure(new LocalDiskStorage(dataDir), image);
    const remote = await measure(bucket, image);
    const ratio = (a: number, b: number) => `×${(b / a).toFixed(2)}`;
    console.log(
      `Storage, 1 MB image (median of ${RUNS}): upload ${local.upload.toFixed(1)} ms local disk vs ${remote.upload.toFixed(1)} ms S3-compatible (${ratio(local.upload, remote.upload)}); ` +
        `serve ${local.serve.toFixed(1)} ms vs ${remote.serve.toFixed(1)} ms (${ratio(local.serve, remote.serve)})`,
    );
  } finally {
    bucket.destroy();
    await s3.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
