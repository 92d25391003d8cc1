import type { FastifyInstance } from 'fastify';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Runs `job` a minute after start, then once a day, off the request path (unref'd, stopped with the app).
 * A failure is logged and tried again the next day; a run never overlaps the previous one.
 */
export function runDaily(app: FastifyInstance, name: string, job: () => Promise<void>, { firstAfterMs = 60_000 } = {}): void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await job();
    } catch (error) {
      app.log.error({ err: error }, `${name} failed`);
    } finally {
      running = false;
    }
  };
  let daily: NodeJS.Timeout | null = null;
  const first = setTimeout(() => {
    void run();
    daily = setInterval(() => void run(), DAY_MS);
    daily.unref();
  }, firstAfterMs);
  first.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    if (daily) clearInterval(daily);
  });
}

/**
 * Deletes rows older than `days` in small batches (each its own short statement, with a turn of the event
 * loop between), so neither the table nor the server is held for long. Returns how many went.
 */
export async function deleteOlderInBatches(deleteBatch: (cutoff: Date, limit: number) => Promise<number>, days: number, { batchSize = 1000, now = new Date() } = {}): Promise<number> {
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  let total = 0;
  for (;;) {
    const deleted = await deleteBatch(cutoff, batchSize);
    total += deleted;
    if (deleted < batchSize) return total;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
