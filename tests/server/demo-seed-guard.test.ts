import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../packages/server/src/auth/admins';
import { openDatabase } from '../../packages/server/src/database';
import { adminsDemo, DEMO_PASSWORD } from '../../packages/server/src/modules/users/demo-seed';
import { seedContext } from '../../packages/server/src/seed/seed-context';
import { createTestServer, pgliteTemplateData, TEST_DB, type TestServer } from './helpers';

const ROOT = resolve(import.meta.dirname, '../..');

describe('demo accounts (published password) are not added where real admins exist', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('is safe on a database without admins, and on one that has only the demo admins', async () => {
    expect(await adminsDemo.unsafe!(server.db)).toBeNull();
    await adminsDemo.seed(seedContext(server.db, server.storage));
    expect(await adminsDemo.unsafe!(server.db)).toBeNull();
  });

  it('is unsafe once a real admin exists', async () => {
    await server.createAdmin('superAdmin');
    expect(await adminsDemo.unsafe!(server.db)).toBe(
      `The database already has admins; demo accounts use the published password ${DEMO_PASSWORD}.`,
    );
  });

  it.runIf(TEST_DB === 'pglite')(
    'npm run seed -- --demo (even with --force) refuses and changes nothing without --force-demo-accounts',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-seed-'));
      try {
        // A copy of the migrated template, not a migration from scratch (seconds of PGlite's CPU).
        const database = await openDatabase({ dataDir: join(dataDir, 'db'), loadDataDir: await pgliteTemplateData() });
        await createAdmin(database.db, {
          firstName: 'Real',
          lastName: 'Admin',
          email: 'real@example.com',
          password: 'Real-password-1',
          role: 'superAdmin',
        });
        await database.close();
        const seed = (...flags: string[]) =>
          spawnSync(
            process.execPath,
            ['--import', 'tsx', join(ROOT, 'packages/server/src/seed/main.ts'), '--demo', ...flags],
            {
              cwd: ROOT,
              env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
              encoding: 'utf8',
              timeout: 120_000,
            },
          );
        const refused = seed('--force');
        expect(refused.status).toBe(1);
        expect(refused.stderr).toContain('The database already has admins');
        expect(refused.stderr).toContain('--force-demo-accounts');
        const after = await openDatabase({ dataDir: join(dataDir, 'db') });
        try {
          expect((await after.db.selectFrom('admins').select('email').execute()).map((row) => row.email)).toEqual([
            'real@example.com',
          ]);
          expect(await after.db.selectFrom('companies').select('id').execute()).toEqual([]);
        } finally {
          await after.close();
        }
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    150_000,
  );
});
