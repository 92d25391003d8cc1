import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privateFilesQuotaMigration } from '../../packages/server/src/modules/collected-data/migrations/350-private-files-quota';
import { LocalDiskStorage } from '../../packages/server/src/storage/local-disk-storage';
import { privateBytesUsed, releaseStaleReservations } from '../../packages/server/src/storage/private-files-quota';
import type { NewFile } from '../../packages/server/src/storage/storage';
import { createTestServer, multipartBody, type TestServer } from './helpers';

const MB = 1024 * 1024;
const CAP = 20 * MB;
const FILE_BYTES = Math.round(3.9 * MB);
const FULL = { success: false, message: 'We cannot receive files right now. Please try again later.' };

/** A PDF of exactly `bytes` bytes. */
const pdf = (bytes: number) => {
  const head = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n');
  const tail = Buffer.from('\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(bytes - head.length - tail.length, 32), tail]);
};

/** Local disk whose saves fail while `failing` is set, as a full disk or an unreachable bucket would. */
class FlakyStorage extends LocalDiskStorage {
  failing = false;
  override async save(input: NewFile) {
    if (this.failing) throw new Error('disk full');
    return super.save(input);
  }
}

describe('the private files cap (PRIVATE_FILES_MAX_BYTES) holds under concurrent applications', () => {
  let server: TestServer;
  let storage: FlakyStorage;
  let applicant = 0;

  beforeAll(async () => {
    storage = new FlakyStorage(mkdtempSync(join(tmpdir(), 'quota-files-')));
    server = await createTestServer({
      storage,
      config: { intakeRequestsPerMinute: 1000, intakeRequestsPerDay: 1000, privateFilesMaxBytes: CAP },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  const apply = (bytes = FILE_BYTES) => {
    applicant += 1;
    const body = multipartBody(
      { job: 'Driver', fName: 'Ana', lName: 'Silva', email: `ana${applicant}@example.com`, phone: '+212600000000' },
      { resume: { data: pdf(bytes), filename: 'cv.pdf' } },
    );
    return server.app.inject({
      method: 'POST',
      url: '/api/public/job-applications',
      headers: body.headers,
      payload: body.payload,
      remoteAddress: `198.51.100.${applicant % 250}`,
    });
  };
  const storedBytes = async () =>
    Number(
      (
        await server.db
          .selectFrom('job_candidates')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('files_bytes'), eb.lit(0)).as('bytes'))
          .executeTakeFirstOrThrow()
      ).bytes,
    );
  const reservations = async () =>
    Number(
      (
        await server.db
          .selectFrom('private_file_reservations' as never)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const candidates = () =>
    server.db.selectFrom('job_candidates').select(['id', 'email']).orderBy('created_at').execute();
  const deleteAll = async () => {
    const cookie = await server.signIn('admin');
    for (const { id } of await candidates())
      expect(
        (await server.app.inject({ method: 'DELETE', url: `/api/deleteJobCandidate/${id}`, headers: { cookie } }))
          .statusCode,
      ).toBe(200);
  };

  it('takes at most the applications that fit: 8 concurrent 3.9 MB applications with a 20 MB cap, 5 accepted, 3 refused with 413', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => apply()));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 413, 413, 413]);
    for (const refused of answers.filter((answer) => answer.statusCode === 413)) expect(refused.json()).toEqual(FULL);
    expect(await storedBytes()).toBe(5 * FILE_BYTES);
    expect(await storedBytes()).toBeLessThanOrEqual(CAP);
    // The counter matches the stored files, and no reservation is left behind.
    expect(await privateBytesUsed(server.db)).toBe(5 * FILE_BYTES);
    expect(await reservations()).toBe(0);
    // The next one is refused too: the cap holds after the burst.
    expect((await apply()).statusCode).toBe(413);
  });

  it('gives the bytes back when a candidate is deleted, or erased by e-mail', async () => {
    const cookie = await server.signIn('admin');
    const [first, second] = await candidates();
    expect(
      (await server.app.inject({ method: 'DELETE', url: `/api/deleteJobCandidate/${first.id}`, headers: { cookie } }))
        .statusCode,
    ).toBe(200);
    expect(await privateBytesUsed(server.db)).toBe(4 * FILE_BYTES);
    const erased = await server.app.inject({
      method: 'POST',
      url: '/api/personal-data/erase',
      headers: { cookie },
      payload: { email: second.email },
    });
    expect(erased.statusCode).toBe(200);
    expect(await privateBytesUsed(server.db)).toBe(3 * FILE_BYTES);
    // Room for two again, not three.
    expect([(await apply()).statusCode, (await apply()).statusCode, (await apply()).statusCode]).toEqual([
      201, 201, 413,
    ]);
    expect(await privateBytesUsed(server.db)).toBe(await storedBytes());
  });

  it('gives the bytes back when the files cannot be written', async () => {
    await deleteAll();
    expect(await privateBytesUsed(server.db)).toBe(0);
    storage.failing = true;
    try {
      const failed = await Promise.all(Array.from({ length: 3 }, () => apply()));
      expect(failed.map((answer) => answer.statusCode)).not.toContain(201);
    } finally {
      storage.failing = false;
    }
    expect(await privateBytesUsed(server.db)).toBe(0);
    expect(await reservations()).toBe(0);
    const answers = await Promise.all(Array.from({ length: 5 }, () => apply()));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
  });

  it('starts the counter from the stored files when the migration runs on a database that has candidates', async () => {
    await deleteAll();
    expect([(await apply(1000)).statusCode, (await apply(2000)).statusCode]).toEqual([201, 201]);
    // As the migrator runs it: in a transaction.
    await server.db.transaction().execute(async (tx) => {
      await privateFilesQuotaMigration.down!(tx);
      await privateFilesQuotaMigration.up(tx);
    });
    expect(await privateBytesUsed(server.db)).toBe(3000);
    expect(await storedBytes()).toBe(3000);
  });

  it('releases a reservation a crashed process left, once it is older than a write can take (the orphan sweep)', async () => {
    await deleteAll();
    // A process reserved the whole cap, then died before writing its record.
    await server.db.transaction().execute(async (tx) => {
      await tx
        .insertInto('private_file_reservations' as never)
        .values({ bytes: CAP, created_at: new Date(Date.now() - 2 * 60 * 60_000) } as never)
        .execute();
      await tx
        .updateTable('private_files_usage' as never)
        .set({ used_bytes: CAP } as never)
        .execute();
    });
    expect((await apply()).statusCode).toBe(413);
    expect(await releaseStaleReservations(server.db, 60 * 60_000)).toBe(1);
    expect(await privateBytesUsed(server.db)).toBe(0);
    expect((await apply()).statusCode).toBe(201);
  });
});
