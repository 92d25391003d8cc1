import type { FastifyInstance } from 'fastify';
import { UNDO_LABEL_HEADER, UNDO_TOKEN_HEADER } from '@backoffice/contracts';
import { jsonb } from '../../db/record';
import type { RecordWrite, Tx, WriteHooks, WriteOrigin } from '../../db/record-writes';
import { madeOriginOf } from '../../http/write-origin';
import type { JobQueue } from '../../jobs/job-queue';
import { REVISED_TABLES } from '../revisions/kinds';
import { PURGE_QUEUE } from './purge';
import './tables';

/** What a kept delete tells its request's answer (the Undo-Token and Undo-Label headers), by the request's origin. */
const undoOfOrigin = new WeakMap<WriteOrigin, { token: string; label: string }>();

/** A record's name for "Deleted …": its name, question, reviewer, plan or title; else its kind. */
export function labelOf(table: string, row: Record<string, unknown>): string {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const reviewer = `${text(row.first_name)} ${text(row.last_name)}`.trim();
  const name = text(row.name) || text(row.question) || reviewer || text(row.plan_name) || text(row.title);
  return (name || table.replace(/_/g, ' ').replace(/s$/, '')).slice(0, 120);
}

/**
 * Keeps every deleted content record, with its versions, (the kinds that keep revisions: people's records, tokens and collected
 * personal data are really deleted at once) in the delete's transaction, with the files it let go of, and
 * sends the purge job that lets it go once the undo time is over.
 */
export function undoHooks({ jobs, undoSeconds }: { jobs: JobQueue; undoSeconds: number }): WriteHooks {
  return {
    async keepDeleted(tx: Tx, write: RecordWrite, files: string[]): Promise<boolean> {
      if (undoSeconds <= 0 || write.action !== 'delete' || !write.before || !REVISED_TABLES.has(write.table))
        return false;
      const origin = write.origin;
      const label = labelOf(write.table, write.before);
      // Read before the revisions module deletes them in this transaction.
      const versions = await tx
        .selectFrom('revisions')
        .selectAll()
        .where('record_table', '=', write.table)
        .where('record_id', '=', write.id)
        .orderBy('version')
        .execute();
      const kept = await tx
        .insertInto('deleted_records')
        .values({
          record_table: write.table,
          record_id: write.id,
          label,
          admin_id: origin?.admin?.id ?? null,
          row_data: jsonb(write.before),
          files: jsonb(files),
          versions: jsonb(versions),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await jobs.send(PURGE_QUEUE, {}, { tx, startAfter: new Date(Date.now() + (undoSeconds + 1) * 1000) });
      if (origin) undoOfOrigin.set(origin, { token: kept.id, label });
      return true;
    },
  };
}

/** Adds the Undo-Token and Undo-Label headers to the answer of a delete whose record was kept. */
export function installUndoHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const origin = madeOriginOf(request);
    const undo = origin && undoOfOrigin.get(origin);
    if (undo && reply.statusCode < 300)
      reply.header(UNDO_TOKEN_HEADER, undo.token).header(UNDO_LABEL_HEADER, encodeURIComponent(undo.label));
    return payload;
  });
}
