import { collectedDataApi, SortableListQuery } from '@backoffice/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { AppError } from '../../http/app-error';
import { readListOptions } from '../../http/list-options';
import type { ModuleContext } from '../module';
import { CONTACT_SALES, JOB_CANDIDATES, LEADS, NEWSLETTER, type Collection } from './collections';
import { listRecords, recordAnswer, selectedRecords, type Row, type Selection } from './collection-queries';
import { candidatesZipStream, datedFileName, safeName, xlsxStream } from './exports';
import { idParamsSchema } from '../../http/common-schemas';
import { UPLOAD_CSP } from '../../http/serve-uploads';

/** `{ selectedIds }` as admin spec §7 sends it, or `{ all: true, q }` for every record matching a search. */
const selectionBody = {
  type: 'object',
  properties: {
    selectedIds: { type: 'array', maxItems: 100_000, items: { type: 'string', format: 'uuid' } },
    all: { type: 'boolean' },
    q: { type: 'string', maxLength: 200 },
  },
} as const;
interface SelectionBody {
  selectedIds?: string[];
  all?: boolean;
  q?: string;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function selectionOf(body: SelectionBody | undefined): Selection {
  if (body?.all) return { matching: body.q?.trim() || null };
  if (!body?.selectedIds || body.selectedIds.length === 0) throw new AppError(400, 'Select at least one record to download');
  return { ids: body.selectedIds };
}

/**
 * Runs the export's first query before anything is answered: a search the database refuses is an error
 * answer, not a download cut after its headers. (A failure later still ends the download as an error:
 * the stream is destroyed, so the browser shows a failed download rather than a complete file.)
 */
async function started(batches: AsyncIterable<Row[]>): Promise<AsyncIterable<Row[]>> {
  const iterator = batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  return {
    async *[Symbol.asyncIterator]() {
      if (first.done) return;
      yield first.value;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    },
  };
}

function sendFile(reply: FastifyReply, stream: Readable, type: string, name: string) {
  return reply.type(type).header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store').send(stream);
}

/** Candidates' files are private: these links work only with a session (admin spec §3 portfolio and resume links). */
const fileLink = (id: string, kind: 'resume' | 'portfolio') => `/api/candidate-files/${id}/${kind}`;

export function candidateAnswer(row: Row) {
  return {
    ...recordAnswer(JOB_CANDIDATES, row),
    resume: row.resume_key ? fileLink(row.id, 'resume') : '',
    resumeName: row.resume_name,
    portfolio: row.portfolio_key ? fileLink(row.id, 'portfolio') : '',
    portfolioName: row.portfolio_name,
  };
}

/**
 * The collected data of admin spec §7 and content spec §7, at the spec's paths and shapes. Lists take the
 * optional `page`, `pageSize`, `q` (and answer `total`); deleting and exporting need `data:manage`.
 */
export function collectedRoutes(app: FastifyInstance, { db, storage, records }: ModuleContext) {
  /**
   * A list answered as `{ success, data: { data, total } }` (the spec's `data.data`); a page also carries the
   * `after` / `before` cursors that fetch the next / previous page through the index.
   */
  const nestedList = (path: string, collection: Collection) =>
    app.get(path, { config: { answer: collectedDataApi.newsletter.answer }, schema: { querystring: SortableListQuery } }, async (request) => {
      const { rows, total, after, before } = await listRecords(db, collection, readListOptions(request.query));
      return { success: true, data: { data: rows, total, after, before } };
    });
  const remove = (path: string, collection: Collection, what: string) =>
    app.delete<{ Params: { id: string } }>(path, { config: { permission: 'data:manage', answer: collectedDataApi.removeLead.answer }, schema: { params: idParamsSchema } }, async (request) => {
      // Through the write seam (recorded in the activity log); the candidate's files go once it has committed.
      await records.remove({
        table: collection.table,
        id: request.params.id,
        missing: `This ${what} no longer exists`,
        dropsFiles: (removed) => {
          const row = removed as Record<string, unknown>;
          return [row.resume_key, row.portfolio_key].map((key) => (typeof key === 'string' ? key : null));
        },
      });
      return { success: true, message: `The ${what} was deleted` };
    });
  const download = (path: string, collection: Collection) =>
    app.post<{ Body: SelectionBody }>(path, { config: { permission: 'data:manage', answer: collectedDataApi.downloadLeads.answer }, schema: { body: selectionBody } }, async (request, reply) => {
      const selection = selectionOf(request.body);
      const name = datedFileName(collection.file, '.xlsx');
      const batches = await started(selectedRecords(db, collection, selection));
      await recordExport(collection, name, selection);
      return sendFile(reply, xlsxStream(collection, batches), XLSX, name);
    });
  /** An export is recorded in the activity log: which file and which records (never their values). */
  const recordExport = (collection: Collection, name: string, selection: Selection) =>
    records.event({
      action: 'export',
      table: collection.table,
      label: name,
      details: 'ids' in selection ? { records: selection.ids.length } : { all: true, search: selection.matching },
    });

  nestedList('/getAllNewsLetter', NEWSLETTER);
  remove('/deleteNewsLetter/:id', NEWSLETTER, 'subscriber');
  download('/downloadNewsletter', NEWSLETTER);

  nestedList('/getleadsContact', LEADS);
  remove('/delete/leads/Contact/:id', LEADS, 'lead');
  download('/download/leads/Contact', LEADS);

  nestedList('/get/contactsale', CONTACT_SALES);
  remove('/delete/:id', CONTACT_SALES, 'contact-sales request');
  download('/download/contactsale', CONTACT_SALES);

  // The spec's candidate list is the body itself; with `page` it is `{ data, total }` so the screens can page.
  app.get('/getAllJobCandidates', { config: { answer: collectedDataApi.candidates.answer }, schema: { querystring: SortableListQuery } }, async (request) => {
    const options = readListOptions(request.query);
    const { rows, total, after, before } = await listRecords(db, JOB_CANDIDATES, options, candidateAnswer);
    return options.page ? { data: rows, total, page: options.page, pageSize: options.pageSize, after, before } : rows;
  });
  app.get<{ Params: { id: string } }>('/getJobCandidate/:id', { config: { answer: collectedDataApi.candidate.answer }, schema: { params: idParamsSchema } }, async (request) => {
    const row = await db.selectFrom('job_candidates').selectAll().where('id', '=', request.params.id).executeTakeFirst();
    if (!row) throw new AppError(404, 'This candidate no longer exists');
    return { success: true, data: candidateAnswer(row as Row) };
  });
  remove('/deleteJobCandidate/:id', JOB_CANDIDATES, 'candidate');

  app.post<{ Body: SelectionBody }>('/getJobCandidateList', { config: { permission: 'data:manage', answer: collectedDataApi.downloadCandidates.answer }, schema: { body: selectionBody } }, async (request, reply) => {
    const selection = selectionOf(request.body);
    const first = await started(selectedRecords(db, JOB_CANDIDATES, selection));
    const name = datedFileName(JOB_CANDIDATES.file, '.zip');
    await recordExport(JOB_CANDIDATES, name, selection);
    let calls = 0;
    // The zip reads the selection twice (its index, then the files): the first pass is the one already started.
    const batches = () => (calls++ === 0 ? first : selectedRecords(db, JOB_CANDIDATES, selection));
    return sendFile(reply, candidatesZipStream(JOB_CANDIDATES, storage, batches), 'application/zip', name);
  });

  app.get<{ Params: { id: string } }>('/downloadJobCandidate/:id', { config: { permission: 'data:manage', answer: collectedDataApi.downloadCandidate.answer }, schema: { params: idParamsSchema } }, async (request, reply) => {
    const candidate = await db.selectFrom('job_candidates').select(['f_name', 'job']).where('id', '=', request.params.id).executeTakeFirst();
    if (!candidate) throw new AppError(404, 'This candidate no longer exists');
    await recordExport(JOB_CANDIDATES, 'Candidate.zip', { ids: [request.params.id] });
    const stream = candidatesZipStream(JOB_CANDIDATES, storage, () => selectedRecords(db, JOB_CANDIDATES, { ids: [request.params.id] }));
    return sendFile(reply, stream, 'application/zip', `${safeName(candidate.f_name)}_${safeName(candidate.job)}.zip`);
  });

  app.get<{ Params: { id: string; kind: 'resume' | 'portfolio' } }>(
    '/candidate-files/:id/:kind',
    { config: { answer: collectedDataApi.candidateFile.answer }, schema: { params: { type: 'object', required: ['id', 'kind'], properties: { id: { type: 'string', format: 'uuid' }, kind: { type: 'string', enum: ['resume', 'portfolio'] } } } } },
    async (request, reply) => {
      const row = await db.selectFrom('job_candidates').selectAll().where('id', '=', request.params.id).executeTakeFirst();
      const key = row ? row[`${request.params.kind}_key`] : '';
      const opened = key ? await storage.open(key) : null;
      if (!row || !opened) throw new AppError(404, 'This file is not available');
      const name = safeName(row[`${request.params.kind}_name`] || request.params.kind);
      const type = name.endsWith('.pdf') ? 'application/pdf' : 'application/octet-stream';
      // A PDF opens in a new tab (inline), anything else downloads; never cached by a shared proxy (personal
      // data), and sandboxed like /uploads, so a crafted file opened on this origin can run nothing.
      return reply
        .type(type)
        .header('content-disposition', `${type === 'application/pdf' ? 'inline' : 'attachment'}; filename="${name}"`)
        .header('content-security-policy', UPLOAD_CSP)
        .header('cache-control', 'private, no-store')
        .send(opened.stream);
    },
  );
}
