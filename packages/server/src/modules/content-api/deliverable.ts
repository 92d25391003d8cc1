import type { FastifyBaseLogger } from 'fastify';

/**
 * The rows of a public answer, each rendered on its own: a row that cannot be rendered (e.g. a section body
 * stored before the JSON limits existed, nested thousands of levels deep) is left out and logged with its id,
 * so one bad record never breaks its page for every visitor. The admin screens still list it, to be fixed.
 */
export function deliverableRows<Row extends { id: string }, Answer>(
  rows: Row[],
  render: (row: Row) => Answer,
  log: FastifyBaseLogger,
  kind: string,
): Answer[] {
  const answers: Answer[] = [];
  for (const row of rows) {
    try {
      answers.push(render(row));
    } catch (error) {
      log.warn({ kind, id: row.id, err: error }, 'content API: skipped a record that cannot be delivered');
    }
  }
  return answers;
}
