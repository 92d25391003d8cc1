import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from '../../packages/server/src/storage/local-disk-storage';
import type { Storage } from '../../packages/server/src/storage/storage';
import { startS3TestServer, type S3TestServer } from '../support/s3-test-server';
import { createTestServer, multipartBody, pngImage, type TestServer } from './helpers';
import { probeModule } from './probe-module';

/**
 * One storage suite, run against local disk and against an S3-compatible server (s3rver) started here:
 * the Storage contract, and what a client sees through the server on top of it.
 */
let s3: S3TestServer;
const folders: string[] = [];
const tempFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'backoffice-storage-'));
  folders.push(folder);
  return folder;
};

beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await s3?.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

interface Backend {
  name: string;
  /** A working store. */
  make(): Storage;
  /** A store that cannot be reached (a folder that cannot exist; a bucket server that is not there). */
  unreachable(): Storage;
}

const backends: Backend[] = [
  {
    name: 'local disk',
    make: () => new LocalDiskStorage(tempFolder(), () => {}),
    unreachable: () => {
      const file = join(tempFolder(), 'not-a-folder');
      writeFileSync(file, 'x');
      return new LocalDiskStorage(join(file, 'data'), () => {});
    },
  },
  {
    name: 'S3-compatible (s3rver)',
    make: () => s3.storage(),
    unreachable: () => s3.storage({ endpoint: 'http://127.0.0.1:1' }),
  },
];

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const streamed = async (opened: { stream: NodeJS.ReadableStream } | null) => {
  const chunks: Buffer[] = [];
  for await (const chunk of opened!.stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};

describe.each(backends)('storage: $name', (backend) => {
  let storage: Storage;
  beforeAll(() => {
    storage = backend.make();
  });

  it('stores a public file under a fresh /uploads URL and gives its bytes back, whole or streamed', async () => {
    const png = pngImage(12, 8, [200, 30, 30]);
    const stored = await storage.save({ data: png, folder: 'podcasts', ext: 'PNG' });
    expect(stored.key).toMatch(/^uploads\/podcasts\/[0-9a-f-]{36}\.png$/);
    expect(stored.url).toBe(`/${stored.key}`);
    expect((await storage.read(stored.url!))!.equals(png)).toBe(true);
    expect((await storage.read(stored.key))!.equals(png)).toBe(true);
    const opened = await storage.open(stored.url!);
    expect(opened!.size).toBe(png.length);
    expect((await streamed(opened)).equals(png)).toBe(true);
    const again = await storage.save({ data: png, folder: 'podcasts', ext: 'png' });
    expect(again.key).not.toBe(stored.key);
  });

  it('keeps the uploaded name, made URL-safe, after the fresh id; a name with nothing usable is left out', async () => {
    const named = await storage.save({
      data: pdf,
      folder: 'podcasts',
      ext: 'pdf',
      name: 'C:\\Users\\me\\Été 2026 (final) ✓.PDF',
    });
    expect(named.key).toMatch(/^uploads\/podcasts\/[0-9a-f-]{36}-Ete-2026-final\.pdf$/);
    expect((await storage.read(named.url!))!.equals(pdf)).toBe(true);
    const long = await storage.save({ data: pdf, folder: 'podcasts', ext: 'pdf', name: `${'a'.repeat(200)}.pdf` });
    expect(long.key).toMatch(new RegExp(`^uploads/podcasts/[0-9a-f-]{36}-${'a'.repeat(60)}\\.pdf$`));
    const unnamed = await storage.save({ data: pdf, folder: 'podcasts', ext: 'pdf', name: '../..///ØØ.pdf' });
    expect(unnamed.key).toMatch(/^uploads\/podcasts\/[0-9a-f-]{36}\.pdf$/);
    await storage.remove(named.key);
    expect(await storage.read(named.key)).toBeNull();
  });

  it('keeps a private file apart: no URL, its own area, never a direct link', async () => {
    const stored = await storage.save({ data: pdf, folder: 'candidates', ext: 'pdf', private: true });
    expect(stored).toEqual({ key: expect.stringMatching(/^private\/candidates\/[0-9a-f-]{36}\.pdf$/), url: null });
    expect((await storage.read(stored.key))!.equals(pdf)).toBe(true);
    expect(await storage.read(`/uploads/${stored.key.slice('private/'.length)}`)).toBeNull();
    expect(storage.directUrl(stored.key)).toBeNull();
  });

  it('answers null for missing files and ignores foreign URLs, `..` and odd names', async () => {
    const stored = await storage.save({ data: pdf, folder: 'candidates', ext: 'pdf', private: true });
    const name = stored.key.split('/').pop();
    expect(await storage.read('uploads/podcasts/00000000-0000-0000-0000-000000000000.png')).toBeNull();
    expect(await storage.open('/uploads/podcasts/00000000-0000-0000-0000-000000000000.png')).toBeNull();
    for (const odd of [
      `uploads/../private/candidates/${name}`,
      `/uploads/../private/candidates/${name}`,
      'https://elsewhere.example.com/x.png',
      'etc/passwd',
      '',
      'uploads/a b/c.png',
    ]) {
      expect(await storage.read(odd)).toBeNull();
      expect(await storage.open(odd)).toBeNull();
      await storage.remove(odd);
    }
    expect(await storage.read(stored.key)).not.toBeNull();
  });

  it('removes a file (twice is fine) and refuses unusable folders and extensions', async () => {
    const stored = await storage.save({ data: pdf, folder: 'probe/deep', ext: 'pdf' });
    await storage.remove(stored.url!);
    expect(await storage.read(stored.key)).toBeNull();
    await storage.remove(stored.url!);
    await expect(storage.save({ data: pdf, folder: '../escape', ext: 'pdf' })).rejects.toThrow(/folder/);
    await expect(storage.save({ data: pdf, folder: 'probe', ext: 'p/df' })).rejects.toThrow(/extension/);
  });

  it('is ready when reachable; when not, check fails and a save is refused as unavailable (503), never half done', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
    const away = backend.unreachable();
    await expect(away.check()).rejects.toThrow();
    await expect(away.save({ data: pdf, folder: 'probe', ext: 'pdf' })).rejects.toMatchObject({
      statusCode: 503,
      message: 'File storage is unavailable. Please try again in a moment.',
    });
    await away.remove('uploads/probe/00000000-0000-0000-0000-000000000000.pdf'); // logged, not thrown
  });

  describe('through the server', () => {
    let server: TestServer;
    let editor: string;
    let admin: string;
    beforeAll(async () => {
      server = await createTestServer({
        storage,
        extraModules: [probeModule],
        config: { intakeRequestsPerMinute: 0, undoSeconds: 0 },
      });
      editor = await server.signIn('editor');
      admin = await server.signIn('admin');
    });
    afterAll(async () => {
      await server?.close();
    });

    const upload = (query: string, file: { data: Buffer; filename: string }) => {
      const body = multipartBody({}, { file });
      return server.app.inject({
        method: 'POST',
        url: `/api/probe/upload?${query}`,
        headers: { cookie: editor, ...body.headers },
        payload: body.payload,
      });
    };

    it('serves an upload at its /uploads URL with its type, for good caching and a sandboxing CSP', async () => {
      const png = pngImage(30, 20, [10, 160, 90]);
      const { data } = (await upload('kinds=image', { data: png, filename: 'a.png' })).json();
      const served = await server.app.inject({ method: 'GET', url: data.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['content-length']).toBe(String(png.length));
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['content-security-policy']).toContain('sandbox');
      expect(served.rawPayload.equals(png)).toBe(true);
      expect(
        (await server.app.inject({ method: 'GET', url: data.url.replace(/[0-9a-f]{8}-/, '00000000-') })).statusCode,
      ).toBe(404);
    });

    it('never serves a private file at /uploads', async () => {
      const { data } = (await upload('kinds=pdf&private=true', { data: pdf, filename: 'cv.pdf' })).json();
      expect(data.url).toBeNull();
      const guessed = `/uploads/${data.key.slice('private/'.length)}`;
      expect((await server.app.inject({ method: 'GET', url: guessed })).statusCode).toBe(404);
      expect((await server.app.inject({ method: 'GET', url: `/uploads/../${data.key}` })).statusCode).toBe(404);
    });

    it("removes a deleted record's file: a podcast's cover, a candidate's CV", async () => {
      const cover = multipartBody(
        {
          title: 'Storage talk',
          url: 'https://podcasts.example.com/storage',
          dateScheduled: '2026-12-05',
          category: 'Shipping',
          isLiveNow: 'false',
        },
        { cover: { data: pngImage(449, 289, [22, 104, 220]), filename: 'cover.png', type: 'image/png' } },
      );
      const added = await server.app.inject({
        method: 'POST',
        url: '/api/podcast/add',
        headers: { cookie: editor, ...cover.headers },
        payload: cover.payload,
      });
      expect(added.statusCode).toBe(201);
      const { _id, cover: url } = added.json().data;
      expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(200);
      expect(
        (await server.app.inject({ method: 'DELETE', url: `/api/podcast/delete/${_id}`, headers: { cookie: editor } }))
          .statusCode,
      ).toBe(200);
      expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      expect(await storage.read(url)).toBeNull();

      const application = multipartBody(
        { job: 'Driver', fName: 'Omar', lName: 'Diallo', email: 'omar@example.com', phone: '+221700000000' },
        { resume: { data: pdf, filename: 'cv.pdf' } },
      );
      expect(
        (await server.app.inject({ method: 'POST', url: '/api/public/job-applications', ...application })).statusCode,
      ).toBe(201);
      const candidate = await server.db
        .selectFrom('job_candidates')
        .select(['id', 'resume_key'])
        .where('email', '=', 'omar@example.com')
        .executeTakeFirstOrThrow();
      expect(await storage.read(candidate.resume_key)).not.toBeNull();
      expect(
        (
          await server.app.inject({
            method: 'DELETE',
            url: `/api/deleteJobCandidate/${candidate.id}`,
            headers: { cookie: admin },
          })
        ).statusCode,
      ).toBe(200);
      expect(await storage.read(candidate.resume_key)).toBeNull();
    });

    it('answers 503 and writes no row when the store cannot take the file', async () => {
      const away = await createTestServer({ storage: backend.unreachable(), config: { intakeRequestsPerMinute: 0 } });
      try {
        const application = multipartBody(
          { job: 'Driver', fName: 'Awa', lName: 'Ndiaye', email: 'awa@example.com', phone: '+221700000001' },
          { resume: { data: pdf, filename: 'cv.pdf' } },
        );
        const refused = await away.app.inject({ method: 'POST', url: '/api/public/job-applications', ...application });
        expect(refused.statusCode).toBe(503);
        expect(refused.json()).toEqual({
          success: false,
          message: 'File storage is unavailable. Please try again in a moment.',
        });
        expect(await away.db.selectFrom('job_candidates').select('id').execute()).toEqual([]);
        const ready = await away.app.inject({ method: 'GET', url: '/readyz' });
        expect([ready.statusCode, ready.json()]).toEqual([
          503,
          { status: 'unready', database: 'up', storage: 'down', redis: 'not used' },
        ]);
      } finally {
        await away.close();
      }
    });
  });
});

describe('storage: S3 with S3_PUBLIC_URL', () => {
  it('redirects public uploads to the bucket, which serves the same bytes and type; private files stay behind the server', async () => {
    const storage = s3.storage({ publicUrl: `${s3.endpoint}/${s3.bucket}/` });
    const server = await createTestServer({ storage, extraModules: [probeModule] });
    try {
      const cookie = await server.signIn('editor');
      const png = pngImage(16, 16, [90, 90, 200]);
      const body = multipartBody({}, { file: { data: png, filename: 'a.png' } });
      const { data } = (
        await server.app.inject({
          method: 'POST',
          url: '/api/probe/upload?kinds=image',
          headers: { cookie, ...body.headers },
          payload: body.payload,
        })
      ).json();
      const served = await server.app.inject({ method: 'GET', url: data.url });
      expect(served.statusCode).toBe(302);
      expect(served.headers.location).toBe(`${s3.endpoint}/${s3.bucket}/${data.key}`);
      const direct = await fetch(served.headers.location!);
      expect(direct.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await direct.arrayBuffer()).equals(png)).toBe(true);

      const secret = await storage.save({ data: pdf, folder: 'candidates', ext: 'pdf', private: true });
      expect(storage.directUrl(secret.key)).toBeNull();
      // A guess at its public address leads to a public path in the bucket, where nothing is.
      const guessed = await server.app.inject({
        method: 'GET',
        url: `/uploads/${secret.key.slice('private/'.length)}`,
      });
      expect((await fetch(guessed.headers.location!)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
