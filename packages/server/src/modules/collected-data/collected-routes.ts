import { collectedDataApi, type CollectedRecord } from '@backoffice/contracts';
import type { RecordWriter } from '../../db/record-writes';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { AppError } from '../../http/app-error';
import { readListOptions } from '../../http/list-options';
import { route } from '../../http/route';
import type { ModuleContext } from '../module';
import { CONTACT_SALES, JOB_CANDIDATES, LEADS, NEWSLETTER, type Collection } from './collections';
import { listRecords, recordAnswer, selectedRecords, type Row } from './collection-queries';
import { candidatesZipStream, datedFileName, safeName, xlsxStream } from './exports';
import { selectionOf, type Selection } from './selection';
import { UPLOAD_CSP } from '../../http/serve-uploads';
import { adminLanguage } from '../preferences/admin-language';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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
  return reply
    .type(type)
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(stream);
}

/** Candidates' files are private: these links work only with a session. */
const fileLink = (id: string, kind: 'resume' | 'portfolio') => `/api/candidate-files/${id}/${kind}`;

export function candidateAnswer(row: Row): CollectedRecord {
  return {
    ...recordAnswer(JOB_CANDIDATES, row),
    resume: row.resume_key ? fileLink(row.id, 'resume') : '',
    resumeName: row.resume_name as string,
    portfolio: row.portfolio_key ? fileLink(row.id, 'portfolio') : '',
    portfolioName: row.portfolio_name as string,
  };
}

/**
 * The collected data of the original product's API, at the spec's paths and shapes. Lists take the
 * optional `page`, `pageSize`, `q` (and answer `total`); deleting and exporting need `data:manage`.
 */
export function collectedRoutes(app: FastifyInstance, { db, storage }: ModuleContext) {
  const MANAGE = { permission: 'data:manage' } as const;
  type Api = typeof collectedDataApi;
  /**
   * A list answered as `{ success, data: { data, total } }` (the spec's `data.data`); a page also carries the
   * `after` / `before` cursors that fetch the next / previous page through the index.
   */
  const nestedList = (endpoint: Api['newsletter' | 'leads' | 'contactSales'], collection: Collection) =>
    route(app, endpoint, {}, async (request) => {
      const { rows, total, after, before } = await listRecords(db, collection, readListOptions(request.query));
      return { success: true, data: { data: rows, total, after, before } };
    });
  const remove = (
    endpoint: Api['removeSubscriber' | 'removeLead' | 'removeContactSale' | 'removeCandidate'],
    collection: Collection,
    what: string,
  ) =>
    route(app, endpoint, MANAGE, async (request) => {
      // Through the write seam (recorded in the activity log); the candidate's files go once it has committed.
      await request.records.remove({
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
  const download = (
    endpoint: Api['downloadNewsletter' | 'downloadLeads' | 'downloadContactSales'],
    collection: Collection,
  ) =>
    route(app, endpoint, MANAGE, async (request, reply) => {
      const selection = selectionOf(request.body);
      const name = datedFileName(collection.file, '.xlsx');
      const batches = await started(selectedRecords(db, collection, selection));
      const language = await adminLanguage(db, request);
      await recordExport(request.records, collection, name, selection);
      return sendFile(reply, xlsxStream(collection, batches, language), XLSX, name);
    });
  /** An export is recorded in the activity log: which file and which records (never their values). */
  const recordExport = (records: RecordWriter, collection: Collection, name: string, selection: Selection) =>
    records.event({
      action: 'export',
      table: collection.table,
      label: name,
      details: 'ids' in selection ? { records: selection.ids.length } : { all: true, search: selection.matching },
    });

  nestedList(collectedDataApi.newsletter, NEWSLETTER);
  remove(collectedDataApi.removeSubscriber, NEWSLETTER, 'subscriber');
  download(collectedDataApi.downloadNewsletter, NEWSLETTER);

  nestedList(collectedDataApi.leads, LEADS);
  remove(collectedDataApi.removeLead, LEADS, 'lead');
  download(collectedDataApi.downloadLeads, LEADS);

  nestedList(collectedDataApi.contactSales, CONTACT_SALES);
  remove(collectedDataApi.removeContactSale, CONTACT_SALES, 'contact-sales request');
  download(collectedDataApi.downloadContactSales, CONTACT_SALES);

  // The spec's candidate list is the body itself; with `page` it is `{ data, total }` so the screens can page.
  route(app, collectedDataApi.candidates, {}, async (request) => {
    const options = readListOptions(request.query);
    const { rows, total, after, before } = await listRecords(db, JOB_CANDIDATES, options, candidateAnswer);
    return options.page ? { data: rows, total, page: options.page, pageSize: options.pageSize, after, before } : rows;
  });
  route(app, collectedDataApi.candidate, {}, async (request) => {
    const row = await db
      .selectFrom('job_candidates')
      .selectAll()
      .where('id', '=', request.params.id)
      .executeTakeFirst();
    if (!row) throw new AppError(404, 'This candidate no longer exists');
    return { success: true, data: candidateAnswer(row as Row) };
  });
  remove(collectedDataApi.removeCandidate, JOB_CANDIDATES, 'candidate');

  route(app, collectedDataApi.downloadCandidates, MANAGE, async (request, reply) => {
    const selection = selectionOf(request.body);
    const first = await started(selectedRecords(db, JOB_CANDIDATES, selection));
    const name = datedFileName(JOB_CANDIDATES.file, '.zip');
    const language = await adminLanguage(db, request);
    await recordExport(request.records, JOB_CANDIDATES, name, selection);
    let calls = 0;
    // The zip reads the selection twice (its index, then the files): the first pass is the one already started.
    const batches = () => (calls++ === 0 ? first : selectedRecords(db, JOB_CANDIDATES, selection));
    return sendFile(reply, candidatesZipStream(JOB_CANDIDATES, storage, batches, language), 'application/zip', name);
  });

  route(app, collectedDataApi.downloadCandidate, MANAGE, async (request, reply) => {
    const candidate = await db
      .selectFrom('job_candidates')
      .select(['f_name', 'job'])
      .where('id', '=', request.params.id)
      .executeTakeFirst();
    if (!candidate) throw new AppError(404, 'This candidate no longer exists');
    const language = await adminLanguage(db, request);
    await recordExport(request.records, JOB_CANDIDATES, 'Candidate.zip', { ids: [request.params.id] });
    const stream = candidatesZipStream(
      JOB_CANDIDATES,
      storage,
      () => selectedRecords(db, JOB_CANDIDATES, { ids: [request.params.id] }),
      language,
    );
    return sendFile(reply, stream, 'application/zip', `${safeName(candidate.f_name)}_${safeName(candidate.job)}.zip`);
  });

  route(app, collectedDataApi.candidateFile, {}, async (request, reply) => {
    const { id, kind } = request.params;
    const row = await db.selectFrom('job_candidates').selectAll().where('id', '=', id).executeTakeFirst();
    const key = row ? row[`${kind}_key`] : '';
    const opened = key ? await storage.open(key) : null;
    if (!row || !opened) throw new AppError(404, 'This file is not available');
    const name = safeName(row[`${kind}_name`] || kind);
    const type = name.endsWith('.pdf') ? 'application/pdf' : 'application/octet-stream';
    // A PDF opens in a new tab (inline), anything else downloads; never cached by a shared proxy (personal
    // data), and sandboxed like /uploads, so a crafted file opened on this origin can run nothing.
    return reply
      .type(type)
      .header('content-disposition', `${type === 'application/pdf' ? 'inline' : 'attachment'}; filename="${name}"`)
      .header('content-security-policy', UPLOAD_CSP)
      .header('cache-control', 'private, no-store')
      .send(opened.stream);
  });
}
