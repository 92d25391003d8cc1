import type { FastifyInstance } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import { recordMeta } from '../../db/record';
import { AppError } from '../../http/app-error';
import { assertCurrentVersion, updatedAtProperty } from '../../http/version-check';
import { isRichTextEmpty, sanitizeRichText } from '../../sanitize/rich-text';
import type { ModuleContext } from '../module';
import type { LegalPagesTable } from './legal-pages-tables';
import { idParamsSchema } from '../../http/common-schemas';

const editBody = {
  type: 'object',
  required: ['title', 'content'],
  properties: { title: { type: 'string', maxLength: 200 }, content: { type: 'string', maxLength: 1_000_000 }, updatedAt: updatedAtProperty },
} as const;

/** 'Mar 10, 2026', the spec's `formattedDate` (Last Update). */
const formatDay = (value: Date | string) => new Date(value).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

export function legalPageAnswer(row: Selectable<LegalPagesTable>) {
  return { ...recordMeta(row), title: row.title, content: row.content, formattedDate: formatDay(row.updated_at) };
}

export async function countLegalPages(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('legal_pages').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Legal pages (content spec §7, the spec's 'guides' calls): list and edit; content sanitized like articles'. */
export function legalPagesRoutes(app: FastifyInstance, { db }: ModuleContext) {
  app.get('/guides/get', async () => {
    const rows = await db.selectFrom('legal_pages').selectAll().orderBy('title').execute();
    return { success: true, guides: rows.map(legalPageAnswer) };
  });

  app.put<{ Params: { id: string }; Body: { title: string; content: string; updatedAt?: string } }>(
    '/guides/edit/:id',
    { config: { permission: 'content:write' }, schema: { params: idParamsSchema, body: editBody } },
    async (request) => {
      const title = request.body.title.trim();
      const content = sanitizeRichText(request.body.content);
      if (!title || isRichTextEmpty(content)) throw new AppError(400, 'All fields are required');
      const row = await db.transaction().execute(async (tx) => {
        const current = await tx.selectFrom('legal_pages').select('updated_at').where('id', '=', request.params.id).forUpdate().executeTakeFirst();
        if (!current) throw new AppError(404, 'This legal page no longer exists');
        assertCurrentVersion(current.updated_at, request.body.updatedAt);
        return tx.updateTable('legal_pages').set({ title, content, updated_at: new Date() }).where('id', '=', request.params.id).returningAll().executeTakeFirstOrThrow();
      });
      return { success: true, message: 'Legal page updated', data: legalPageAnswer(row) };
    },
  );
}
