import type { FastifyReply } from 'fastify';
import { AppError } from '../http/app-error';

export const SERVER_BUSY_SIGNING_IN = 'The server is busy with other sign-ins. Please try again in a few seconds.';
/** Told to a client refused for lack of a slot: a queue this long drains in well under that. */
const BUSY_RETRY_SECONDS = 5;

/**
 * A bound on password hashes computed at once (scrypt costs ~50 ms and 32 MiB each). Beyond `concurrent`,
 * callers wait in a short queue; beyond `queue` waiting, they are refused at once (429 with Retry-After), so a
 * flood of sign-ins with random e-mails (each paying for a decoy hash) cannot take all the CPU and memory.
 */
export class HashSlots {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly limits: { concurrent: number; queue: number }) {}

  async run<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
    if (this.running >= this.limits.concurrent) {
      if (this.waiting.length >= this.limits.queue) {
        reply.header('retry-after', BUSY_RETRY_SECONDS);
        throw new AppError(429, SERVER_BUSY_SIGNING_IN);
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, or is given back.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
