import { seoApi, type SeoPage } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import { readPublishingInput } from '../../content-state/input';
import { newRecordPublishing, saveContentEdit } from '../../content-state/save';
import { publishingOf, withDraft } from '../../content-state/state';
import { sql, type Selectable } from 'kysely';
import { jsonb, withRecordMeta } from '../../db/record';
import { updateRow, type Tx } from '../../db/record-writes';
import { AppError } from '../../http/app-error';
import { route } from '../../http/route';
import type { ModuleContext } from '../module';
import type { SeoPagesTable } from './tables';

/** Comma-separated text or a list → a list: split, trimmed, empty items dropped. */
export function toList(value: string | string[]): string[] {
  return (Array.isArray(value) ? value : value.split(',')).map((item) => item.trim()).filter(Boolean);
}

/** An SEO entry as its editors see it: its draft's values when it has one, and its publishing state. */
function seoPageOf(row: Selectable<SeoPagesTable>): SeoPage {
  const working = withDraft(row);
  return withRecordMeta(row, {
    title: working.title,
    metaTags: working.meta_tags,
    metaDescription: working.meta_description,
    metaKeywords: working.meta_keywords,
    ...publishingOf(row),
  });
}

/**
 * SEO metadata per public page: `GET /sections/seo` (an array), `PUT /sections/seo-update/{title}`;
 * not in the spec, `POST /sections/seo-add` and `DELETE /sections/seo-delete/{id}` for the site's new pages.
 */
export function seoRoutes(app: FastifyInstance, { db }: ModuleContext) {
  route(app, seoApi.list, {}, async () => {
    const rows = await db.selectFrom('seo_pages').selectAll().orderBy('title').execute();
    return rows.map(seoPageOf);
  });

  route(app, seoApi.add, { permission: 'content:write' }, async (request, reply) => {
    const { body } = request;
    const title = body.title.trim();
    if (!title) throw new AppError(400, 'Please enter the page name', 'title');
    const publishing = newRecordPublishing(readPublishingInput(body, request), request);
    const created = await request.records.create('seo_pages', async (tx) => {
      // Titles are the pages' names in the SEO routes: one entry per name, whatever its case.
      const inserted = await tx
        .insertInto('seo_pages')
        .values({
          title,
          meta_tags: jsonb(toList(body.metaTags ?? [])),
          meta_description: (body.metaDescription ?? '').trim(),
          meta_keywords: jsonb(toList(body.metaKeywords ?? [])),
          ...publishing,
        })
        .onConflict((oc) => oc.expression(sql`lower(title)`).doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!inserted) throw new AppError(409, `The page '${title}' already has an SEO entry`, 'title');
      return inserted;
    });
    reply.code(201);
    return { success: true, message: 'SEO page added', data: seoPageOf(created) };
  });

  route(app, seoApi.remove, { permission: 'content:write' }, async (request) => {
    await request.records.remove({ table: 'seo_pages', id: request.params.id, missing: 'Page not found' });
    return { success: true, message: 'SEO page deleted' };
  });

  route(app, seoApi.update, { permission: 'content:write' }, async (request) => {
    const { body, params } = request;
    // Found by its title (case-insensitively), the page's only name in the spec.
    const lockByTitle = (tx: Tx) =>
      tx
        .selectFrom('seo_pages')
        .selectAll()
        .where((eb) => eb(eb.fn('lower', ['title']), '=', params.title.toLowerCase()))
        .forUpdate()
        .executeTakeFirst();
    const row = await saveContentEdit<Selectable<SeoPagesTable>>(request.records, {
      table: 'seo_pages',
      id: params.title,
      missing: 'Page not found',
      version: body.updatedAt,
      lock: lockByTitle,
      request,
      input: readPublishingInput(body, request),
      // Fields not sent keep their values as the editors see them; one sent empty is cleared.
      values: (working) => ({
        meta_tags: body.metaTags === undefined ? working.meta_tags : toList(body.metaTags),
        meta_description: body.metaDescription === undefined ? working.meta_description : body.metaDescription.trim(),
        meta_keywords: body.metaKeywords === undefined ? working.meta_keywords : toList(body.metaKeywords),
      }),
      writeLive: (tx, rowId, values) =>
        updateRow(tx, 'seo_pages', rowId, {
          meta_tags: jsonb(values.meta_tags),
          meta_description: values.meta_description as string,
          meta_keywords: jsonb(values.meta_keywords),
        }),
    });
    return { success: true, message: 'SEO data updated', data: seoPageOf(row) };
  });
}
