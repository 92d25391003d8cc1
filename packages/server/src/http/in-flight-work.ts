import type { FastifyInstance } from 'fastify';

export interface RunningWork {
  description: string;
  startedAt: number;
}

/**
 * What the process is doing right now: every request until its answer ends or its connection closes, and
 * any other work that registers itself (`track`). A stopping server that reaches its drain limit reads it to
 * say what it cut (main.ts), and exits non-zero then.
 */
export class InFlightWork {
  private readonly work = new Set<RunningWork>();

  /** Registers a piece of work; call the returned function when it ends (once is enough; more is harmless). */
  track(description: string): () => void {
    const entry = { description, startedAt: Date.now() };
    this.work.add(entry);
    return () => this.work.delete(entry);
  }

  get size(): number {
    return this.work.size;
  }

  running(): RunningWork[] {
    return [...this.work];
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    inFlightWork: InFlightWork;
  }
}

export function installInFlightTracking(app: FastifyInstance): InFlightWork {
  const work = new InFlightWork();
  app.decorate('inFlightWork', work);
  app.addHook('onRequest', (request, reply, done) => {
    const path = request.url.split('?')[0];
    // 'close' comes after the answer is sent and also when the client goes away first: never left behind.
    reply.raw.once('close', work.track(`${request.method} ${path.slice(0, 200)} (request ${request.id})`));
    done();
  });
  return work;
}
