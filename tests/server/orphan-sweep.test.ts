import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../packages/server/src/database';
import { registeredModules } from '../../packages/server/src/modules/index';
import { LocalDiskStorage } from '../../packages/server/src/storage/local-disk-storage';
import { sweepOrphanFiles } from '../../packages/server/src/storage/orphan-sweep';
import type { Storage } from '../../packages/server/src/storage/storage';
import { startS3TestServer, type S3TestServer } from '../support/s3-test-server';
import {
  createTestServer,
  multipartBody,
  onPostgres,
  pgliteTemplateData,
  pngImage,
  POSTGRES_URL,
  TEST_DB,
} from './helpers';

const ROOT = resolve(import.meta.dirname, '../..');
const HOUR = 60 * 60 * 1000;
const LOGO = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
);
const twoHoursAgo = () => new Date(Date.now() - 2 * HOUR);

describe('a crash between the file move and the commit', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-crash-'));
  const schema = `crash_${process.pid}_${randomBytes(3).toString('hex')}`;
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (TEST_DB === 'postgres') await onPostgres((client) => client.query(`drop schema if exists ${schema} cascade`));
  });

  it('leaves an orphan logo, which the sweep removes, and nothing else', async () => {
    // PGlite: the child's database starts as a copy of the migrated template, not migrated from scratch there.
    if (TEST_DB === 'pglite')
      await (await openDatabase({ dataDir: join(dataDir, 'db'), loadDataDir: await pgliteTemplateData() })).close();
    const args = [
      '--import',
      'tsx',
      join(import.meta.dirname, 'support/crash-during-upload.ts'),
      dataDir,
      ...(TEST_DB === 'postgres' ? [POSTGRES_URL, schema] : []),
    ];
    const child = spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8', timeout: 90_000 });
    expect({ signal: child.signal, stdout: child.stdout.trim(), stderr: child.stderr.trim() }).toEqual({
      signal: 'SIGKILL',
      stdout: 'committed 201',
      stderr: '',
    });

    // After the crash: two logos on disk, one company in the database.
    const logos = join(dataDir, 'uploads', 'companies');
    expect(readdirSync(logos)).toHaveLength(2);
    const database = await openDatabase(
      TEST_DB === 'postgres' ? { url: POSTGRES_URL, schema } : { dataDir: join(dataDir, 'db') },
    );
    try {
      const companies = await database.db.selectFrom('companies').select(['name', 'logo']).execute();
      expect(companies.map((company) => company.name)).toEqual(['Committed Co']);
      const keptLogo = companies[0].logo.replace('/uploads/companies/', '');
      const orphan = readdirSync(logos).find((name) => name !== keptLogo)!;

      // Other files the sweep must leave: one in a folder no module owns, and the orphan itself while it is young.
      mkdirSync(join(dataDir, 'uploads', 'misc'), { recursive: true });
      writeFileSync(join(dataDir, 'uploads', 'misc', 'keep.txt'), 'not ours');
      const storage = new LocalDiskStorage(dataDir, () => {});
      const young = await sweepOrphanFiles({ db: database.db, storage, modules: registeredModules });
      expect(young).toEqual({ checked: 2, removed: [] });

      for (const name of readdirSync(logos)) utimesSync(join(logos, name), twoHoursAgo(), twoHoursAgo());
      utimesSync(join(dataDir, 'uploads', 'misc', 'keep.txt'), twoHoursAgo(), twoHoursAgo());
      const swept = await sweepOrphanFiles({ db: database.db, storage, modules: registeredModules });
      expect(swept).toEqual({ checked: 2, removed: [`uploads/companies/${orphan}`] });
      expect(readdirSync(logos)).toEqual([keptLogo]);
      expect(existsSync(join(dataDir, 'uploads', 'misc', 'keep.txt'))).toBe(true);
    } finally {
      await database.close();
    }
  }, 120_000);
});

describe('the orphan sweep on each storage backend', () => {
  let s3: S3TestServer;
  const folders: string[] = [];
  beforeAll(async () => {
    s3 = await startS3TestServer();
  });
  afterAll(async () => {
    await s3?.close();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  const backends: Array<{ name: string; make: () => Storage }> = [
    {
      name: 'local disk',
      make: () => {
        const folder = mkdtempSync(join(tmpdir(), 'backoffice-sweep-'));
        folders.push(folder);
        return new LocalDiskStorage(folder, () => {});
      },
    },
    { name: 'S3-compatible (s3rver)', make: () => s3.storage({ prefix: `sweep-${randomBytes(3).toString('hex')}` }) },
  ];

  it.each(backends.map((backend) => [backend.name, backend] as const))(
    '%s: removes only old files in module folders that no record names',
    async (_name, backend) => {
      const storage = backend.make();
      const server = await createTestServer({ storage });
      try {
        const cookie = await server.signIn('superAdmin');
        // Files the records name: a company logo, a candidate's private resume, a section's card image.
        const company = await server.app.inject({
          method: 'POST',
          url: '/api/companies/add',
          ...withCookie(multipartBody({ name: 'Kept', row: '1' }, { logo: { data: LOGO, filename: 'l.svg' } }), cookie),
        });
        expect(company.statusCode).toBe(201);
        const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
        const application = await server.app.inject({
          method: 'POST',
          url: '/api/public/job-applications',
          ...multipartBody(
            { job: 'Driver', fName: 'A', lName: 'B', email: 'a@example.com', phone: '1' },
            { resume: { data: pdf, filename: 'cv.pdf' } },
          ),
        });
        expect(application.statusCode).toBe(201);
        const card = JSON.stringify([{ title: 'Card', image: '' }]);
        const section = await server.app.inject({
          method: 'POST',
          url: '/api/section/create',
          ...withCookie(
            multipartBody(
              {
                title: 'S',
                sectionType: 'card',
                page: 'home',
                'cardSection.heading': 'H',
                'cardSection.cards': card,
                cardImageIndex_0: '0',
              },
              { cardImage_0: { data: pngImage(10, 10, [1, 2, 3]), filename: 'c.png' } },
            ),
            cookie,
          ),
        });
        expect(section.statusCode).toBe(201);

        // Orphans (no record), and a file in a folder no module declares.
        const orphans = [
          (await storage.save({ data: LOGO, folder: 'companies', ext: 'svg' })).key,
          (await storage.save({ data: pdf, folder: 'candidates', ext: 'pdf', private: true })).key,
          (await storage.save({ data: pngImage(5, 5, [1, 1, 1]), folder: 'sections', ext: 'png' })).key,
        ];
        const foreign = (await storage.save({ data: LOGO, folder: 'elsewhere', ext: 'svg' })).key;
        const all = async () => {
          const keys: string[] = [];
          for await (const entry of storage.list()) keys.push(entry.key);
          return keys.sort();
        };
        const before = await all();
        expect(before).toHaveLength(7);

        // Everything is young: nothing goes.
        expect((await sweepOrphanFiles({ db: server.db, storage, modules: registeredModules })).removed).toEqual([]);
        // Two hours later, the orphans go and nothing else.
        const swept = await sweepOrphanFiles({
          db: server.db,
          storage,
          modules: registeredModules,
          now: Date.now() + 2 * HOUR,
        });
        expect(swept.removed.sort()).toEqual([...orphans].sort());
        expect(await all()).toEqual(before.filter((key) => !orphans.includes(key)));
        expect(await all()).toContain(foreign);
        // What the records name still serves.
        const logo = await server.app.inject({ method: 'GET', url: company.json().data.url });
        expect(logo.statusCode).toBe(200);
      } finally {
        await server.close();
      }
    },
    60_000,
  );
});

function withCookie(form: { payload: Buffer; headers: Record<string, string> }, cookie: string) {
  return { payload: form.payload, headers: { ...form.headers, cookie } };
}
