import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { readEnvironment } from '../../packages/server/src/config';
import { openDatabase } from '../../packages/server/src/database';

// The embedded database's page cache is most of an idle server's memory: it is smaller than PostgreSQL's 128 MB
// default, and PGLITE_SHARED_BUFFERS_MB sets it.

const sharedBuffers = async (options: Parameters<typeof openDatabase>[0]) => {
  const database = await openDatabase({ ...options, migrate: false });
  try {
    return (await sql<{ size: string }>`select current_setting('shared_buffers') as size`.execute(database.db)).rows[0]
      .size;
  } finally {
    await database.close();
  }
};

describe('PGlite page cache', () => {
  it('is 32 MB unless PGLITE_SHARED_BUFFERS_MB says otherwise', async () => {
    expect(readEnvironment({}, '/srv/backoffice').pgliteSharedBuffersMb).toBe(32);
    expect(readEnvironment({ PGLITE_SHARED_BUFFERS_MB: '64' }, '/srv/backoffice').pgliteSharedBuffersMb).toBe(64);
    expect(() => readEnvironment({ PGLITE_SHARED_BUFFERS_MB: 'lots' }, '/srv/backoffice')).toThrow(
      /PGLITE_SHARED_BUFFERS_MB/,
    );
    expect(await sharedBuffers({})).toBe('32MB');
    expect(await sharedBuffers({ pgliteSharedBuffersMb: 16 })).toBe('16MB');
  }, 60_000);
});
