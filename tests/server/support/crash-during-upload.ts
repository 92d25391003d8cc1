/**
 * Run by orphan-sweep.test.ts in a child process: a real server on a database and a data directory given on
 * the command line adds one company (committed), then a second whose write is killed with SIGKILL inside its
 * transaction, after the logo was moved into place and before the row committed: what a crash leaves.
 *
 *   node --import tsx crash-during-upload.ts <dataDir> [<postgresUrl> <schema>]
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { buildApp } from '../../../packages/server/src/app';
import { createAdmin } from '../../../packages/server/src/auth/admins';
import { defaultConfig } from '../../../packages/server/src/config';
import { openDatabase } from '../../../packages/server/src/database';
import { LocalDiskStorage } from '../../../packages/server/src/storage/local-disk-storage';
import { multipartBody, sessionCookieOf } from '../helpers';

const [dataDir, url, schema] = process.argv.slice(2);
// Two different logos: the media library would store the same bytes once.
const logo = (fill: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="${fill}"/></svg>`,
  );

const database = await openDatabase(url ? { url, schema } : { dataDir: join(dataDir, 'db') });
let crash = false;
const app = await buildApp({
  db: database.db,
  storage: new LocalDiskStorage(dataDir),
  config: defaultConfig({ logLevel: 'silent' }),
  writeHooks: {
    async inTransaction(_tx, write) {
      if (crash && write.table === 'companies') process.kill(process.pid, 'SIGKILL');
    },
  },
});
const email = `crash-${randomBytes(3).toString('hex')}@example.com`;
await createAdmin(database.db, {
  firstName: 'Crash',
  lastName: 'Test',
  email,
  password: 'Crash-password-1',
  role: 'superAdmin',
});
const signIn = await app.inject({
  method: 'POST',
  url: '/api/admin/signin',
  payload: { email, password: 'Crash-password-1' },
});
const cookie = sessionCookieOf(signIn.headers['set-cookie']);
const add = (name: string, fill: string) => {
  const form = multipartBody(
    { name, row: '1' },
    { logo: { data: logo(fill), filename: 'logo.svg', type: 'image/svg+xml' } },
  );
  // As the app's own page would send it (the server refuses cookie-authenticated writes from elsewhere).
  return app.inject({
    method: 'POST',
    url: '/api/companies/add',
    payload: form.payload,
    headers: { ...form.headers, cookie, 'sec-fetch-site': 'same-origin' },
  });
};
const kept = await add('Committed Co', '#123');
console.log(`committed ${kept.statusCode}`);
crash = true;
await add('Crashed Co', '#456');
console.log('not killed');
process.exit(3);
