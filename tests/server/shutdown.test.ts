import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DB } from './helpers';
import { startMainProcess, type MainProcess } from './support/main-process';

/**
 * How a stopping server ends: 0 when everything in flight finished within SHUTDOWN_DRAIN_SECONDS, 1 (with the
 * cut work listed) when it had to close connections still working. Not about the database: PGlite only.
 */
describe.runIf(TEST_DB === 'pglite')('stopping the server (SIGTERM)', () => {
  const servers: MainProcess[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
  });

  it('exits 0 when nothing was cut, and 1 naming the request it cut at the drain limit', async () => {
    const [idle, busy] = await Promise.all([
      startMainProcess({ SHUTDOWN_DRAIN_SECONDS: '1' }),
      startMainProcess({ SHUTDOWN_DRAIN_SECONDS: '1' }),
    ]);
    servers.push(idle, busy);

    // A request still running: a sign-in whose body never finishes arriving.
    const { port } = new URL(busy.url);
    const socket = connect(Number(port), '127.0.0.1');
    socket.on('error', () => {});
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    await new Promise<void>((done) => socket.once('connect', () => done()));
    socket.write(
      `POST /api/admin/signin HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 400\r\nX-Request-Id: slow-upload-1\r\n\r\n{"email":`,
    );
    // Until the request is inside the app (the in-flight list), a SIGTERM could beat it there.
    await new Promise((wait) => setTimeout(wait, 300));

    idle.signal('SIGTERM');
    busy.signal('SIGTERM');
    const [idleCode, busyCode] = await Promise.all([idle.exited, busy.exited]);
    await closed;

    expect([idleCode, idle.output()]).toEqual([0, expect.not.stringContaining('cutting')]);
    expect(busyCode).toBe(1);
    expect(busy.output()).toMatch(
      /Work still running after 1 s \(SHUTDOWN_DRAIN_SECONDS\); cutting 1:\n {2}POST \/api\/admin\/signin \(request slow-upload-1\), running for [\d.]+ s/,
    );
    expect(busy.output()).toContain('Stopped after cutting 1 piece of work in flight; exit code 1.');
  }, 120_000);
});
