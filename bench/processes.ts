// Starting, watching and stopping the servers the bench measures.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** From spawn to the first 200 of the ready check (a database-backed request). */
  coldStartMs: number;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Spawns `command`, then polls `readyPath` (with `headers`) until it answers 200. */
export async function startServer(
  command: string[],
  env: Record<string, string>,
  readyPath: string,
  headers: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const started = performance.now();
  const child = spawn(command[0], command.slice(1), {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (log = (log + chunk).slice(-4000)));
  child.stderr!.on('data', (chunk) => (log = (log + chunk).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command.join(' ')} exited early:\n${log}`);
    const answer = await fetch(`${url}${readyPath}`, { headers }).catch(() => null);
    if (answer?.status === 200) {
      await answer.arrayBuffer();
      break;
    }
    if (performance.now() - started > 120_000) {
      child.kill('SIGKILL');
      throw new Error(`${command.join(' ')} did not answer ${readyPath} within 120 s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const coldStartMs = performance.now() - started;
  return {
    url,
    child,
    coldStartMs,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const forced = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(forced);
    },
  };
}

function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

/** Resident memory of a process and all its descendants (npm or tsx wrappers count too), in bytes. */
export function treeRss(pid: number): number {
  let bytes = 0;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    bytes = match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
  return bytes + childrenOf(pid).reduce((sum, child) => sum + treeRss(child), 0);
}

/** Linux's USER_HZ, the unit of /proc/<pid>/stat's times (100 on every common build). */
const CLOCK_TICKS = 100;

/** CPU time (user + system) a process has used so far, in microseconds (from /proc; 0 where there is none). */
export function cpuMicros(pid: number): number {
  try {
    // The fields after the command name (which may hold spaces) start at its closing parenthesis; utime and stime are 14th and 15th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}
