import { legalPagesApi, type LegalPage } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { recordMeta } from '../../db/record';
import { updateRow } from '../../db/record-writes';
import { AppError } from '../../http/app-error';
import { route } from '../../http/route';
import { isRichTextEmpty, sanitizeRichText } from '../../sanitize/rich-text';
import type { ModuleContext } from '../module';
import type { LegalPagesTable } from './tables';

/** 'Mar 10, 2026', the spec's `formattedDate` (Last Update). */
const formatDay = (value: Date | string) => new Date(value).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

function legalPageOf(row: Selectable<LegalPagesTable>): LegalPage {
  return { ...recordMeta(row), title: row.title, content: row.content, formattedDate: formatDay(row.updated_at) };
}

/** Legal pages (content spec §7, the spec's 'guides' calls): list and edit; content sanitized like articles'. */
export function legalPagesRoutes(app: FastifyInstance, { db, records }: ModuleContext) {
  route(app, legalPagesApi.list, {}, async () => {
    const rows = await db.selectFrom('legal_pages').selectAll().orderBy('title').execute();
    return { success: true, guides: rows.map(legalPageOf) };
  });

  route(app, legalPagesApi.edit, { permission: 'content:write' }, async (request) => {
    const { id } = request.params;
    const missing = 'This legal page no longer exists';
    const row = await records.update({
      table: 'legal_pages', id, missing, version: request.body.updatedAt,
      write: (tx, current) => {
        // Fields not sent keep their stored values; both are still required.
        const title = (request.body.title ?? current.title).trim();
        const content = sanitizeRichText(request.body.content ?? current.content);
        if (!title || isRichTextEmpty(content)) throw new AppError(400, 'All fields are required');
        return updateRow(tx, 'legal_pages', id, { title, content });
      },
    });
    return { success: true, message: 'Legal page updated', data: legalPageOf(row) };
  });
}
