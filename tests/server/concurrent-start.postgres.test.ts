import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { STANDARD_LEGAL_PAGES } from '../../packages/server/src/modules/legal-pages/standard-pages';
import { SITE_PAGES } from '../../packages/server/src/modules/seo/site-pages';
import { onPostgres, POSTGRES_URL } from './helpers';

/**
 * Three server processes starting at the same instant on one empty PostgreSQL (scale-out, or a service
 * manager restarting them together): the structural records their first-start seeds write (legal pages,
 * SEO entries, the first admin) must exist exactly once. Each round gets a fresh schema; the processes (loaded
 * once, serving every round) open it (migrating it, one at a time) first, then are released together into the
 * seeds through their stdin.
 */
const ROUNDS = 10;
const PROCESSES = 3;
const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-first-start-'));
const schemas: string[] = [];
const children: ChildProcessWithoutNullStreams[] = [];

afterAll(async () => {
  // Only when the test failed half-way: otherwise all have exited.
  for (const child of children) if (child.exitCode === null) child.kill();
  await onPostgres(async (client) => {
    for (const schema of schemas) await client.query(`drop schema if exists ${schema} cascade`);
  });
  rmSync(dataDir, { recursive: true, force: true });
});

interface FirstStartProcess {
  child: ChildProcessWithoutNullStreams;
  /** The next line the process prints (its stderr with it when it exits first). */
  nextLine(): Promise<string>;
  /** Resolves with `exit <code>` (and its stderr unless 0) once it ends. */
  finished: Promise<string>;
}

/** One process serving every round (support/first-start.ts): loading the server through tsx is the slow part. */
function startProcess(): FirstStartProcess {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'support/first-start.ts'), POSTGRES_URL, dataDir],
    { stdio: 'pipe' },
  );
  children.push(child);
  // A process that died answers through nextLine and finished; writing to it must not throw on top of that.
  child.stdin.on('error', () => {});
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const lines: string[] = [];
  const waiting: Array<(line: string) => void> = [];
  let exited = false;
  createInterface({ input: child.stdout }).on('line', (line) =>
    waiting.length ? waiting.shift()!(line) : lines.push(line),
  );
  const finished = new Promise<string>((resolve) =>
    child.once('exit', (code) => {
      exited = true;
      for (const waiter of waiting.splice(0)) waiter(`exited (${code}) before answering: ${errors}`);
      resolve(`exit ${code}${code === 0 ? '' : `: ${errors}`}`);
    }),
  );
  const nextLine = () =>
    lines.length
      ? Promise.resolve(lines.shift()!)
      : exited
        ? Promise.resolve(`exited before answering: ${errors}`)
        : new Promise<string>((resolve) => waiting.push(resolve));
  return { child, nextLine, finished };
}

async function structuralRecords(schema: string) {
  return onPostgres(async (client) => {
    const titles = async (table: string) =>
      (await client.query(`select title from ${schema}.${table} order by title`)).rows.map((row) => row.title);
    return {
      legalPages: await titles('legal_pages'),
      seoPages: await titles('seo_pages'),
      admins: (await client.query(`select email from ${schema}.admins`)).rows.map((row) => row.email),
    };
  });
}

describe('concurrent first starts on one empty PostgreSQL', () => {
  it(`${PROCESSES} processes released into the start path at the same instant, ${ROUNDS} times: exactly one set of structural records each time`, async () => {
    const expected = {
      legalPages: [...STANDARD_LEGAL_PAGES].sort(),
      seoPages: [...SITE_PAGES].sort(),
      admins: ['first@example.com'],
    };
    const processes = Array.from({ length: PROCESSES }, () => startProcess());
    const rounds = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const schema = `start_${process.pid}_${randomBytes(4).toString('hex')}`;
      schemas.push(schema);
      for (const { child } of processes) child.stdin.write(`${schema}\n`);
      const ready = await Promise.all(processes.map((started) => started.nextLine()));
      // The barrier: all have opened the schema; each gets its line in the same tick.
      for (const { child } of processes) child.stdin.write('go\n');
      const outcomes = await Promise.all(processes.map((started) => started.nextLine()));
      rounds.push({ round, ready, outcomes, records: await structuralRecords(schema) });
    }
    for (const { child } of processes) child.stdin.end();
    const exits = await Promise.all(processes.map((started) => started.finished));
    expect(rounds).toEqual(
      schemas.map((schema, index) => ({
        round: index + 1,
        ready: Array(PROCESSES).fill(`ready ${schema}`),
        outcomes: Array(PROCESSES).fill(`done ${schema}`),
        records: expected,
      })),
    );
    expect(exits).toEqual(Array(PROCESSES).fill('exit 0'));
  }, 600_000); // a few seconds a round on an idle machine, several times that on a busy one
});
