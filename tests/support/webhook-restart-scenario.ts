import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RunningServer } from '../e2e/support';

/**
 * Three server processes on one PostgreSQL, with a webhook receiver: content writes spread over them while
 * the receiver is down for a while (so deliveries wait for their retries), one process is killed with
 * `kill -9` and another stopped with SIGTERM and started again; a scheduled article comes due meanwhile.
 * It answers what the receiver heard: events lost (an acknowledged write never announced), extra calls (an
 * event heard more than once), and the due article's announcements. Used by the PostgreSQL test
 * (tests/server/jobs-restarts.postgres.test.ts) and, against an older build, to measure the code before.
 */

export interface ScenarioOptions {
  /** Starts one server process with these extra variables (DATABASE_URL and the webhook settings). */
  start(env: Record<string, string>): Promise<RunningServer>;
  env: Record<string, string>;
  /** The admin every process may sign in as. */
  admin: { email: string; password: string };
  writes?: number;
  /** Longest wait, after the last write, for the receiver to hear of every acknowledged one. */
  settleMs?: number;
}

export interface ScenarioCall {
  webhookId: string | undefined;
  body: { id?: string; kind?: string; action?: string };
}

export interface ScenarioResult {
  acknowledged: string[];
  /** Acknowledged writes the receiver never heard of. */
  lost: string[];
  /** Calls beyond the first for one event (kind, id, action). */
  duplicateCalls: number;
  /** Events heard under more than one webhook-id. */
  eventsWithSeveralIds: number;
  /** Calls announcing the scheduled article as it came due. */
  dueAnnouncements: number;
  dueAnnouncementIds: number;
  calls: ScenarioCall[];
  servers: RunningServer[];
  seconds: number;
}

async function startReceiver() {
  const calls: ScenarioCall[] = [];
  let status = 204;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (status < 300)
        calls.push({
          webhookId: request.headers['webhook-id'] as string | undefined,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
        });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    calls,
    setStatus: (next: number) => (status = next),
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

const eventKey = (call: ScenarioCall) => `${call.body.kind}:${call.body.id}:${call.body.action}`;

function articleForm(publishAt: string): FormData {
  const form = new FormData();
  const fields: Record<string, string> = {
    subtitle: 'Sub',
    title: 'Comes due',
    creator: 'Amina Benali',
    date: '2030-01-01',
    readTime: '5',
    description: 'About it.',
    category: 'Shipping',
    content: '<p>Body</p>',
    slug: `comes-due-${Date.now()}`,
    metaDescription: 'Meta.',
    status: 'scheduled',
    publishAt,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

export async function runWebhookRestartScenario({
  start,
  env,
  admin,
  writes = 200,
  settleMs = 40_000,
}: ScenarioOptions): Promise<ScenarioResult> {
  const began = Date.now();
  const receiver = await startReceiver();
  const serverEnv = { ...env, CONTENT_WEBHOOK_URLS: receiver.url, WEBHOOK_ALLOW_PRIVATE: '1' };
  const servers = await Promise.all([start(serverEnv), start(serverEnv), start(serverEnv)]);
  const all = [...servers];
  const live = new Set(servers);
  try {
    const signIn = await fetch(`${servers[0].url}/api/admin/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: servers[0].url },
      body: JSON.stringify(admin),
    });
    if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0];

    // Comes due while the processes are killed and restarted.
    const dueAt = new Date(Date.now() + 12_000).toISOString();
    const article = await fetch(`${servers[0].url}/api/blog/create`, {
      method: 'POST',
      headers: { cookie, origin: servers[0].url },
      body: articleForm(dueAt),
    });
    if (article.status !== 201)
      throw new Error(`the scheduled article was refused: ${article.status} ${await article.text()}`);
    const articleId = (await article.json()).data._id as string;

    const acknowledged: string[] = [];
    let next = 0;
    let turn = 0;
    const write = async (index: number) => {
      const target = [...live][turn++ % live.size];
      try {
        const saved = await fetch(`${target.url}/api/faq/add`, {
          method: 'POST',
          headers: { cookie, origin: target.url, 'content-type': 'application/json' },
          body: JSON.stringify({ question: `Question ${index}?`, answer: 'Yes.', row: 1 }),
        });
        if (saved.status === 201) acknowledged.push((await saved.json()).data._id);
      } catch {
        // The process went away mid-call: not acknowledged (it may still have committed; the receiver may hear of it).
      }
    };
    const events: Array<[number, () => Promise<void>]> = [
      [Math.floor(writes * 0.2), async () => void receiver.setStatus(503)],
      [
        Math.floor(writes * 0.4),
        async () => {
          // kill -9 mid-load: its queued and running work must be finished by the others.
          live.delete(servers[1]);
          servers[1].process.kill('SIGKILL');
        },
      ],
      [Math.floor(writes * 0.5), async () => void receiver.setStatus(204)],
      [
        Math.floor(writes * 0.65),
        async () => {
          // A rolling restart of another: SIGTERM, then a new process in its place.
          live.delete(servers[2]);
          await servers[2].stop();
          const replacement = await start(serverEnv);
          all.push(replacement);
          live.add(replacement);
        },
      ],
    ];
    const workers = Array.from({ length: 4 }, async () => {
      while (next < writes) {
        const index = next++;
        const event = events.find(([at]) => at === index);
        if (event) await event[1]();
        await write(index);
      }
    });
    await Promise.all(workers);

    // Every acknowledged write heard of, and the article's due announcement, or the settle time is up.
    const deadline = Date.now() + settleMs;
    const heard = () =>
      new Set(
        receiver.calls
          .filter((call) => call.body.kind === 'faq' && call.body.action === 'create')
          .map((call) => call.body.id),
      );
    const announced = () =>
      receiver.calls.filter((call) => call.body.id === articleId && call.body.action === 'update');
    while (
      Date.now() < deadline &&
      (acknowledged.some((id) => !heard().has(id)) ||
        announced().length === 0 ||
        Date.now() < new Date(dueAt).getTime() + 3_000)
    ) {
      await new Promise((wait) => setTimeout(wait, 250));
    }
    // A moment more for late duplicates (a retry of an attempt that had in fact arrived).
    await new Promise((wait) => setTimeout(wait, 2_000));

    const byEvent = new Map<string, ScenarioCall[]>();
    for (const call of receiver.calls) byEvent.set(eventKey(call), [...(byEvent.get(eventKey(call)) ?? []), call]);
    const heardNow = heard();
    return {
      acknowledged,
      lost: acknowledged.filter((id) => !heardNow.has(id)),
      duplicateCalls: [...byEvent.values()].reduce((sum, calls) => sum + calls.length - 1, 0),
      eventsWithSeveralIds: [...byEvent.values()].filter(
        (calls) => new Set(calls.map((call) => call.webhookId)).size > 1,
      ).length,
      dueAnnouncements: announced().length,
      dueAnnouncementIds: new Set(announced().map((call) => call.webhookId)).size,
      calls: receiver.calls,
      servers: all,
      seconds: Math.round((Date.now() - began) / 1000),
    };
  } finally {
    await Promise.all(all.map((server) => server.stop().catch(() => {})));
    await receiver.close();
  }
}
