// The server tests also run on a real PostgreSQL (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test).
// Creates that database when the server is reachable but the database does not exist yet; stops with a clear
// message when PostgreSQL cannot be reached (those tests are never skipped).
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** A connected `pg` client (the caller ends it); refuses with the driver's error after `timeoutMillis`. */
export async function tryConnect(connectionString, timeoutMillis = 5000) {
  // Imported here, not at the top: `npm test` loads this file before it has installed the dependencies.
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: timeoutMillis });
  try {
    await client.connect();
    return client;
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
}

export async function ensureTestDatabase() {
  try {
    await (await tryConnect(TEST_DATABASE_URL)).end();
    return;
  } catch (error) {
    if (error.code !== '3D000') {
      console.error(
        [
          '',
          `The server tests need PostgreSQL at ${TEST_DATABASE_URL}, which answered: ${error.message}`,
          'Start it (on Debian: pg_ctlcluster <version> main start) or point TEST_DATABASE_URL at one, then run npm test again.',
          '',
        ].join('\n'),
      );
      process.exit(1);
    }
  }
  const url = new URL(TEST_DATABASE_URL);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const admin = await tryConnect(url.toString());
  try {
    console.log(`Creating the test database "${name}"...`);
    await admin.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await admin.end();
  }
}
