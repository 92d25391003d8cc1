import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { STANDARD_LEGAL_PAGES } from '../../packages/server/src/modules/legal-pages/standard-pages';
import { SITE_PAGES } from '../../packages/server/src/modules/seo/site-pages';
import { onPostgres, POSTGRES_URL } from './helpers';

/**
 * Three server processes starting at the same instant on one empty PostgreSQL (scale-out, or a service
 * manager restarting them together): the structural records their first-start seeds write (legal pages,
 * SEO entries, the first admin) must exist exactly once. Each round gets a fresh schema; the processes load
 * everything and open the database (migrating it, one at a time) first, then are released together into the
 * seeds through their stdin.
 */
const ROUNDS = 10;
const PROCESSES = 3;
const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-first-start-'));
const schemas: string[] = [];

afterAll(async () => {
  await onPostgres(async (client) => {
    for (const schema of schemas) await client.query(`drop schema if exists ${schema} cascade`);
  });
  rmSync(dataDir, { recursive: true, force: true });
});

function startProcess(schema: string): { child: ChildProcessWithoutNullStreams; ready: Promise<void>; finished: Promise<string> } {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'support/first-start.ts'), POSTGRES_URL, schema, dataDir], { stdio: 'pipe' });
  let output = '';
  let errors = '';
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready')) resolve();
    });
    child.once('exit', () => reject(new Error(`exited before it was ready: ${errors}`)));
  });
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const finished = new Promise<string>((resolve) => child.once('exit', (code) => resolve(`exit ${code}${code === 0 ? '' : `: ${errors}`}`)));
  return { child, ready, finished };
}

async function structuralRecords(schema: string) {
  return onPostgres(async (client) => {
    const titles = async (table: string) => (await client.query(`select title from ${schema}.${table} order by title`)).rows.map((row) => row.title);
    return {
      legalPages: await titles('legal_pages'),
      seoPages: await titles('seo_pages'),
      admins: (await client.query(`select email from ${schema}.admins`)).rows.map((row) => row.email),
    };
  });
}

describe('concurrent first starts on one empty PostgreSQL', () => {
  it(`${PROCESSES} processes started at the same instant, ${ROUNDS} times: exactly one set of structural records each time`, async () => {
    const expected = {
      legalPages: [...STANDARD_LEGAL_PAGES].sort(),
      seoPages: [...SITE_PAGES].sort(),
      admins: ['first@example.com'],
    };
    const rounds = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const schema = `start_${process.pid}_${randomBytes(4).toString('hex')}`;
      schemas.push(schema);
      const processes = Array.from({ length: PROCESSES }, () => startProcess(schema));
      await Promise.all(processes.map((started) => started.ready));
      // The barrier: all are loaded; each gets its line in the same tick.
      for (const { child } of processes) child.stdin.write('go\n');
      const exits = await Promise.all(processes.map((started) => started.finished));
      rounds.push({ round, exits, records: await structuralRecords(schema) });
    }
    expect(rounds).toEqual(Array.from({ length: ROUNDS }, (_, index) => ({ round: index + 1, exits: Array(PROCESSES).fill('exit 0'), records: expected })));
  }, 900_000); // about 10 s a round on an idle machine, several times that on a busy one
});
