const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes rows older than `days` in small batches (each its own short statement, with a turn of the event
 * loop between), so neither the table nor the server is held for long. Returns how many went.
 */
export async function deleteOlderInBatches(
  deleteBatch: (cutoff: Date, limit: number) => Promise<number>,
  days: number,
  { batchSize = 1000, now = new Date() } = {},
): Promise<number> {
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  let total = 0;
  for (;;) {
    const deleted = await deleteBatch(cutoff, batchSize);
    total += deleted;
    if (deleted < batchSize) return total;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
