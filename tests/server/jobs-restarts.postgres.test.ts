import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startServer } from '../e2e/support';
import { runWebhookRestartScenario, type ScenarioResult } from '../support/webhook-restart-scenario';
import { onPostgres, POSTGRES_URL } from './helpers';

/**
 * The job system across processes (docs/jobs.md): three real server processes on one fresh
 * PostgreSQL and a webhook receiver. 200 content writes spread over them while the receiver is down for a
 * while, one process is killed with kill -9 and another restarted (tests/support/webhook-restart-scenario.ts);
 * a scheduled article comes due meanwhile; a retention rule is set. PostgreSQL only: PGlite is one process.
 */
let databaseName: string;
let databaseUrl: string;
let result: ScenarioResult;

beforeAll(async () => {
  databaseName = `backoffice_jobs_${randomBytes(5).toString('hex')}`;
  await onPostgres((client) => client.query(`create database ${databaseName}`));
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
  result = await runWebhookRestartScenario({
    start: (env) => startServer(env),
    env: {
      DATABASE_URL: databaseUrl,
      CONTENT_WEBHOOK_SECRET: `whsec_${randomBytes(24).toString('base64')}`,
      // Quick turns for a test: workers look every half second, a killed process's attempts are taken back
      // (maintenance) every second once they expire, retries start after a second, daily jobs start at once.
      JOBS_POLLING_SECONDS: '0.5',
      JOBS_MAINTENANCE_SECONDS: '1',
      WEBHOOK_RETRY_DELAY_SECONDS: '1',
      WEBHOOK_RETRIES: '6',
      JOBS_DAILY_DELAY_SECONDS: '0',
      JOBS_SHUTDOWN_SECONDS: '2',
      RETENTION_LEADS_DAYS: '30',
    },
    admin: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  console.log(
    `jobs-restarts: ${result.acknowledged.length} writes acknowledged, ${result.lost.length} lost, ${result.duplicateCalls} duplicate calls ` +
      `(${result.eventsWithSeveralIds} events under several webhook-ids), due article announced ${result.dueAnnouncements}×, ${result.seconds} s`,
  );
}, 240_000);

afterAll(async () => {
  if (databaseName) await onPostgres((client) => client.query(`drop database if exists ${databaseName} with (force)`));
});

describe('background jobs across three processes, kill -9 and a restart', () => {
  it('delivers every acknowledged write, each event under one webhook-id; none lost', () => {
    // Enough writes to span the kill and the restart (fewer are acknowledged on a busy machine: 150 in one CI run).
    expect(result.acknowledged.length).toBeGreaterThanOrEqual(100);
    expect(result.lost).toEqual([]);
    expect(result.eventsWithSeveralIds).toBe(0);
    // Same-id repeats are what a receiver dedupes by webhook-id: only an attempt cut by the kill -9 after its
    // call arrived may repeat.
    expect(result.duplicateCalls).toBeLessThanOrEqual(4);
  });

  it('announces the scheduled article once when it comes due', () => {
    expect(result.dueAnnouncements).toBe(1);
    expect(result.dueAnnouncementIds).toBe(1);
  });

  it('runs the daily retention once for the day, whatever the number of processes and restarts', async () => {
    const counts = await onPostgres(async (client) => {
      const jobs = await client.query(
        `select state from (select name, state from pgboss.job union all select name, state from pgboss.archive) runs where name = 'retention'`,
      );
      const entries = await client.query(`select count(*)::int as n from activity where action = 'retention'`);
      return { jobs: jobs.rows.map((row) => row.state), entries: entries.rows[0].n };
    }, databaseUrl);
    expect(counts.jobs).toEqual(['completed']);
    // One run: one activity entry (for the one collection with a rule), not one per process.
    expect(counts.entries).toBe(1);
  });

  it('the killed process died (no exit code) and the restarted one stopped cleanly', async () => {
    const [, killed, restarted] = result.servers;
    expect(await killed.exited).toBeNull();
    expect(await restarted.exited).toBe(0);
  });
});
