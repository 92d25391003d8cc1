import { legalPagesApi, type LegalPage } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import { readPublishingInput } from '../../content-state/input';
import { newRecordPublishing, refuseNewKeyClash, saveContentEdit } from '../../content-state/save';
import { publishingOf, withDraft } from '../../content-state/state';
import type { Selectable } from 'kysely';
import { isUniqueViolation, withRecordMeta } from '../../db/record';
import { updateRow } from '../../db/record-writes';
import { AppError } from '../../http/app-error';
import { removesRecord } from '../../http/remove-record';
import { route } from '../../http/route';
import { cleanRichText } from '../../sanitize/markup-pool';
import type { ModuleContext } from '../module';
import type { LegalPagesTable } from './tables';

/** 'Mar 10, 2026', the spec's `formattedDate` (Last Update). */
const formatDay = (value: Date | string) =>
  new Date(value).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A legal page as its editors see it: its draft's values when it has one, and its publishing state. */
function legalPageOf(row: Selectable<LegalPagesTable>): LegalPage {
  const working = withDraft(row);
  return withRecordMeta(row, {
    title: working.title,
    content: working.content,
    formattedDate: formatDay(row.updated_at),
    ...publishingOf(row),
  });
}

const WRITE = { permission: 'content:write' } as const;
const MISSING = 'This legal page no longer exists';

/** Titles are unique (case-insensitive): the content API finds a page by its title's address. */
function titleTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw new AppError(409, 'Another legal page already has this title', 'title');
  throw error;
}

/** Legal pages: list and edit, plus add and delete (not in the spec); content sanitized like articles'. */
export function legalPagesRoutes(app: FastifyInstance, { db }: ModuleContext) {
  route(app, legalPagesApi.list, {}, async () => {
    const rows = await db.selectFrom('legal_pages').selectAll().orderBy('title').execute();
    return { success: true, guides: rows.map(legalPageOf) };
  });

  // Not in the spec: a new page, its content optional (written later through the edit).
  route(app, legalPagesApi.add, WRITE, async (request, reply) => {
    const title = request.body.title.trim();
    if (!title) throw new AppError(400, 'Please enter a title', 'title');
    const content = await cleanRichText(request.body.content ?? '');
    const publishing = newRecordPublishing(readPublishingInput(request.body, request), request);
    const created = await request.records
      .create('legal_pages', async (tx) => {
        // A title another page holds only in its draft is no unique-index clash yet: refused here as at an edit.
        await refuseNewKeyClash(tx, 'legal_pages', { title });
        return tx
          .insertInto('legal_pages')
          .values({ title, content: content.empty ? '' : content.html, ...publishing })
          .returningAll()
          .executeTakeFirstOrThrow();
      })
      .catch(titleTaken);
    reply.code(201);
    return { success: true, message: 'Legal page added', data: legalPageOf(created) };
  });

  route(
    app,
    legalPagesApi.remove,
    WRITE,
    removesRecord({ table: 'legal_pages', missing: MISSING }, 'Legal page deleted'),
  );

  route(app, legalPagesApi.edit, WRITE, async (request) => {
    const { id } = request.params;
    // The content sent is cleaned before the transaction opens; the stored one only when none is sent.
    const sent = request.body.content === undefined ? null : await cleanRichText(request.body.content);
    const row = await saveContentEdit<Selectable<LegalPagesTable>>(request.records, {
      table: 'legal_pages',
      id,
      missing: MISSING,
      version: request.body.updatedAt,
      request,
      input: readPublishingInput(request.body, request),
      values: async (working) => {
        // Fields not sent keep their values as the editors see them; both are still required.
        const title = (request.body.title ?? working.title).trim();
        const content = sent ?? (await cleanRichText(working.content));
        if (!title || content.empty) throw new AppError(400, 'All fields are required');
        return { title, content: content.html };
      },
      writeLive: (tx, rowId, values) => updateRow(tx, 'legal_pages', rowId, values),
    }).catch(titleTaken);
    return { success: true, message: 'Legal page updated', data: legalPageOf(row) };
  });
}
