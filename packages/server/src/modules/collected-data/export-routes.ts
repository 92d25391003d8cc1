import { EXPORT_CONTENT_TYPES, exportsApi, type ExportStatus } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { AppError } from '../../http/app-error';
import { route } from '../../http/route';
import type { ModuleContext } from '../module';
import { exportedCollection } from './export-collections';
import { EXPORT_QUEUE, type ExportJob } from './export-job';
import { datedFileName } from './exports';
import { selectionOf } from './selection';
import { adminLanguage } from '../preferences/admin-language';
import type { ExportsTable } from './tables';

/** Exports are exports of collected data: the same permission as the spec's direct downloads. */
const MANAGE = { permission: 'data:manage' } as const;
const MISSING = 'This export does not exist or has expired';
/** How many of the caller's exports `GET /api/exports` answers at most (newest first). */
const LISTED = 20;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function statusOf(row: Selectable<ExportsTable>): ExportStatus {
  return {
    id: row.id,
    collection: row.collection,
    format: row.format,
    state: row.state,
    rowsWritten: row.rows_written,
    rowsTotal: row.rows_total,
    fileName: row.file_name,
    file: row.state === 'done' ? `/api/exports/${row.id}/file` : null,
    error: row.state === 'failed' ? row.error : '',
    createdAt: iso(row.created_at)!,
    finishedAt: iso(row.finished_at),
    expiresAt: iso(row.expires_at)!,
  };
}

/**
 * Exports as background jobs (docs/jobs.md "Exports"): `POST /api/exports` records the export and queues its job
 * in one transaction (with its activity entry), `GET /api/exports/:id` answers its progress, and
 * `GET /api/exports/:id/file` its file once written, until it expires (EXPORT_RETENTION_HOURS after it started).
 * `GET /api/exports` lists the caller's own, so a screen reopened picks up an export it left running.
 */
export function exportRoutes(app: FastifyInstance, { db, storage, jobs, config }: ModuleContext) {
  const unexpired = (id: string) =>
    db.selectFrom('exports').selectAll().where('id', '=', id).where('expires_at', '>', new Date()).executeTakeFirst();

  route(app, exportsApi.start, MANAGE, async (request, reply) => {
    const body = request.body;
    const collection = exportedCollection(body.collection);
    if (!collection)
      throw new AppError(400, 'collection must be one of: newsletter, leads, contact-sales, job-candidates');
    const format = body.format ?? 'xlsx';
    // Only candidates have files to put in a zip.
    if (format === 'zip' && body.collection !== 'job-candidates')
      throw new AppError(400, 'format zip is only for job-candidates (their files); use xlsx or csv');
    const selection = selectionOf(body);
    const id = randomUUID();
    const fileName = datedFileName(collection.file, `.${format}`);
    // The file's names are in the language of the admin asking now (the job runs later, maybe elsewhere).
    const language = await adminLanguage(db, request);
    const row = await request.records.event(
      {
        action: 'export',
        table: collection.table,
        label: fileName,
        details: 'ids' in selection ? { records: selection.ids.length } : { all: true, search: selection.matching },
      },
      async (tx) => {
        const inserted = await tx
          .insertInto('exports')
          .values({
            id,
            collection: body.collection,
            format,
            selection: JSON.stringify(selection),
            file_name: fileName,
            created_by: request.admin?.id ?? null,
            expires_at: new Date(Date.now() + config.exportRetentionHours * 3_600_000),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await jobs.send(EXPORT_QUEUE, { exportId: id, language } satisfies ExportJob, { tx, id });
        return inserted;
      },
    );
    reply.code(202);
    return { success: true, message: 'The export has started', data: statusOf(row) };
  });

  route(app, exportsApi.list, MANAGE, async (request) => {
    const { collection, state } = request.query;
    // The caller's own exports (an API token's are its owner's).
    const owner = request.admin?.id;
    if (!owner) return { success: true, data: [] };
    const rows = await db
      .selectFrom('exports')
      .selectAll()
      .where('expires_at', '>', new Date())
      .where('created_by', '=', owner)
      .$if(collection !== undefined, (query) => query.where('collection', '=', collection!))
      .$if(state !== undefined, (query) => query.where('state', '=', state!))
      .orderBy('created_at', 'desc')
      .limit(LISTED)
      .execute();
    return { success: true, data: rows.map(statusOf) };
  });

  route(app, exportsApi.status, MANAGE, async (request) => {
    const row = await unexpired(request.params.id);
    if (!row) throw new AppError(404, MISSING);
    return { success: true, data: statusOf(row) };
  });

  route(app, exportsApi.file, MANAGE, async (request, reply) => {
    const row = await unexpired(request.params.id);
    if (!row) throw new AppError(404, MISSING);
    if (row.state !== 'done')
      throw new AppError(
        409,
        row.state === 'failed' ? `This export failed: ${row.error}` : 'This export is not finished yet',
      );
    const opened = await storage.open(row.file_key);
    if (!opened) throw new AppError(404, MISSING);
    return reply
      .type(EXPORT_CONTENT_TYPES[row.format])
      .header('content-disposition', `attachment; filename="${row.file_name}"`)
      .header('content-length', String(opened.size))
      .header('cache-control', 'private, no-store')
      .send(opened.stream);
  });
}
