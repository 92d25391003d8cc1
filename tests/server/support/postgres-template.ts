import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../../packages/server/src/database';

/**
 * On PostgreSQL each test server works in a database of its own, a copy of a migrated template database:
 * `create database … template` takes about a tenth of a second where migrating a fresh schema took 1–8 s (busy
 * 2-core machine) for every server of every file. The template is named after the migrations' fingerprint, so
 * a change of a migration makes a new one; the first process to need it builds it under an advisory lock while
 * the others wait, and it stays for the next runs.
 */
export interface DatabaseCopy {
  /** The copy's URL (its tables are in `public`, the job engine's in `pgboss`, as in production). */
  url: string;
  /** Drops the copy, closing any connection still open on it. */
  drop(): Promise<void>;
}

const readyTemplates = new Set<string>();

export async function copyOfMigratedTemplate(serverUrl: string, fingerprint: string): Promise<DatabaseCopy> {
  const template = await migratedTemplate(serverUrl, fingerprint);
  const name = `bo_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, (client) =>
    whileTemplateBusy(() => client.query(`create database ${name} template ${template}`)),
  );
  return {
    url: urlOfDatabase(serverUrl, name),
    async drop() {
      await onServer(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function migratedTemplate(serverUrl: string, fingerprint: string): Promise<string> {
  const template = `bo_test_template_${fingerprint}`;
  if (readyTemplates.has(template)) return template;
  await onServer(serverUrl, async (client) => {
    await client.query('select pg_advisory_lock(hashtext($1))', [template]);
    try {
      const found = await client.query('select 1 from pg_database where datname = $1', [template]);
      if (found.rowCount === 0) {
        // Built under another name and renamed when complete: a run that died half-way leaves no usable template.
        const building = `${template}_building`;
        await client.query(`drop database if exists ${building} with (force)`);
        await client.query(`create database ${building}`);
        const migrated = await openDatabase({ url: urlOfDatabase(serverUrl, building) });
        await migrated.close();
        await whileTemplateBusy(() => client.query(`alter database ${building} rename to ${template}`));
        // No connection may be open on a template while it is copied: refuse them all (autovacuum's included).
        await client.query(`alter database ${template} with is_template true allow_connections false`);
      }
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [template]);
    }
  });
  readyTemplates.add(template);
  return template;
}

/** Retries `work` while PostgreSQL answers "database is being accessed by other users" (a closing connection). */
async function whileTemplateBusy<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
      await new Promise((wait) => setTimeout(wait, 200));
    }
  }
}

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function urlOfDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
