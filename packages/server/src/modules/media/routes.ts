import { MEDIA_UPLOAD_MAX_BYTES, mediaApi, type MediaDetail, type MediaItem } from '@backoffice/contracts';
import type { RecordWriter } from '../../db/record-writes';
import type { FastifyInstance } from 'fastify';
import { sql, type Selectable } from 'kysely';
import { containsPattern, jsonb, recordMeta } from '../../db/record';
import { AppError } from '../../http/app-error';
import { readListOptions } from '../../http/list-options';
import { route } from '../../http/route';
import type { ModuleContext } from '../module';
import { LIBRARY_FOLDER } from './backfill';
import { focalPointOf } from './focal-point';
import { missingAltCondition } from './missing-alt';
import type { MediaTable } from './tables';
import { replaceEverywhere, unusedCondition, usageCounts, usageOf } from './usage';

const WRITE = { permission: 'content:write' } as const;
const DELETE = { permission: 'content:publish' } as const;
const MISSING = 'This file is no longer in the library';
const FILE_RULE = {
  kinds: ['image', 'svg'],
  maxBytes: MEDIA_UPLOAD_MAX_BYTES,
  cleanSvg: true,
  label: 'The file',
} as const;
const RASTER_MIMES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

type MediaRow = Selectable<MediaTable> & { uploader?: string | null };

function itemOf(row: MediaRow, usage: number): MediaItem {
  return {
    ...recordMeta(row),
    name: row.name,
    url: row.url,
    mime: row.mime,
    bytes: Number(row.bytes),
    width: row.width,
    height: row.height,
    alt: row.alt,
    decorative: row.decorative,
    focalPoint: focalPointOf(row),
    tags: row.tags,
    hash: row.hash,
    usage,
    uploadedBy: row.uploader ?? null,
    variants: row.variants,
  };
}

/** Tags as a form sends them ('logo, partners'): trimmed, unique, at most 20 of at most 40 characters. */
function tagsOf(text: string | undefined): string[] | undefined {
  if (text === undefined) return undefined;
  const tags = [
    ...new Set(
      text
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
  if (tags.length > 20 || tags.some((tag) => tag.length > 40))
    throw new AppError(400, 'At most 20 tags of at most 40 characters each');
  return tags;
}

/** The media library's routes (issue 37): list, a file with its uses, upload, edit, delete when unused, replace everywhere. */
export function mediaRoutes(app: FastifyInstance, { db, uploads, library }: ModuleContext) {
  const withUploader = () =>
    db
      .selectFrom('media')
      .leftJoin('admins', 'admins.id', 'media.uploaded_by')
      .selectAll('media')
      .select(sql<string | null>`nullif(trim(admins.f_name || ' ' || admins.l_name), '')`.as('uploader'));

  async function detail(id: string): Promise<MediaDetail> {
    const row = await withUploader().where('media.id', '=', id).executeTakeFirst();
    if (!row) throw new AppError(404, MISSING);
    const usedBy = await usageOf(db, row.url);
    return { ...itemOf(row, usedBy.length), usedBy };
  }

  route(app, mediaApi.list, {}, async (request) => {
    const options = readListOptions(request.query);
    const { type, minBytes, maxBytes, unused, tag, url, hash, missingAlt } = request.query;
    let query = withUploader();
    if (options.q)
      query = query.where((eb) =>
        eb.or([
          eb('media.name', 'ilike', containsPattern(options.q!)),
          eb('media.alt', 'ilike', containsPattern(options.q!)),
          sql<boolean>`media.tags::text ilike ${containsPattern(options.q!)}`,
        ]),
      );
    if (type === 'image') query = query.where('media.mime', 'in', RASTER_MIMES);
    if (type === 'svg') query = query.where('media.mime', '=', 'image/svg+xml');
    if (type === 'other') query = query.where('media.mime', 'not in', [...RASTER_MIMES, 'image/svg+xml']);
    if (minBytes !== undefined) query = query.where('media.bytes', '>=', minBytes);
    if (maxBytes !== undefined) query = query.where('media.bytes', '<=', maxBytes);
    if (tag) query = query.where(sql<boolean>`media.tags @> ${jsonb([tag])}`);
    if (unused) query = query.where(unusedCondition());
    if (url) query = query.where('media.url', '=', url);
    if (hash) query = query.where('media.hash', '=', hash);
    if (missingAlt) query = query.where(missingAltCondition());
    const { count } = await query
      .clearSelect()
      .select(sql<string>`count(*)`.as('count'))
      .executeTakeFirstOrThrow();
    let page = query.orderBy('media.created_at', 'desc').orderBy('media.id', 'desc');
    if (options.page) page = page.limit(options.pageSize).offset((options.page - 1) * options.pageSize);
    const rows = await page.execute();
    const counts = await usageCounts(
      db,
      rows.map((row) => row.url),
    );
    return {
      success: true as const,
      data: rows.map((row) => itemOf(row, counts.get(row.url) ?? 0)),
      total: Number(count),
      ...(options.page ? { page: options.page, pageSize: options.pageSize } : {}),
    };
  });

  route(app, mediaApi.get, {}, async (request) => ({ success: true, data: await detail(request.params.id) }));

  // The same bytes uploaded again answer the file already stored (201 only when it is new).
  route(app, mediaApi.upload, WRITE, async (request, reply) => {
    const form = await uploads.read(request, { file: FILE_RULE });
    const file = form.files.file;
    if (!file) throw new AppError(400, 'Please choose a file to upload');
    const tags = tagsOf(form.fields.tags);
    const alt = form.fields.alt?.trim();
    if (alt && alt.length > 300) throw new AppError(400, 'The alt text must be at most 300 characters');
    const stored = await library.store(file, LIBRARY_FOLDER, request.admin?.id ?? null);
    if (alt || tags || form.fields.decorative !== undefined) {
      await request.records.update({
        table: 'media',
        id: stored.id,
        missing: MISSING,
        version: null,
        write: (tx) =>
          tx
            .updateTable('media')
            .set({
              ...(alt ? { alt } : {}),
              ...(tags ? { tags: jsonb(tags) } : {}),
              ...(form.fields.decorative !== undefined ? { decorative: form.fields.decorative === 'true' } : {}),
              updated_at: new Date(),
            })
            .where('id', '=', stored.id)
            .execute(),
      });
    }
    reply.code(stored.added ? 201 : 200);
    const { usedBy: _usedBy, ...item } = await detail(stored.id);
    return {
      success: true,
      message: stored.added ? 'File added to the library' : 'The library already had this file',
      data: item,
    };
  });

  route(app, mediaApi.edit, WRITE, async (request) => {
    const { name, alt, decorative, focalPoint, tags } = request.body;
    await request.records.update({
      table: 'media',
      id: request.params.id,
      missing: MISSING,
      write: (tx) =>
        tx
          .updateTable('media')
          .set({
            ...(name !== undefined ? { name: name.trim() } : {}),
            ...(alt !== undefined ? { alt: alt.trim() } : {}),
            ...(decorative !== undefined ? { decorative } : {}),
            ...(focalPoint !== undefined ? { focal_x: focalPoint?.x ?? null, focal_y: focalPoint?.y ?? null } : {}),
            ...(tags !== undefined ? { tags: jsonb([...new Set(tags.map((tag) => tag.trim()).filter(Boolean))]) } : {}),
            updated_at: new Date(),
          })
          .where('id', '=', request.params.id)
          .execute(),
    });
    const { usedBy: _usedBy, ...item } = await detail(request.params.id);
    return { success: true, message: 'File updated', data: item };
  });

  /** Deletes one unused file with its variants; 409 naming the records that use it. */
  async function removeUnused(records: RecordWriter, id: string): Promise<string> {
    const row = await db
      .selectFrom('media')
      .select(['url', 'name', 'variants'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new AppError(404, MISSING);
    const users = await usageOf(db, row.url);
    if (users.length > 0) {
      const named = users
        .slice(0, 5)
        .map((use) => use.label)
        .join('; ');
      throw new AppError(
        409,
        `"${row.name}" is used by ${users.length} record${users.length === 1 ? '' : 's'} (${named}${users.length > 5 ? '…' : ''}); replace it there or remove it from them first`,
      );
    }
    await records.remove({
      table: 'media',
      id,
      missing: MISSING,
      dropsFiles: (removed) => [removed.storage_key, ...removed.variants.map((variant) => variant.src)],
    });
    return row.name;
  }

  route(app, mediaApi.remove, DELETE, async (request) => {
    const name = await removeUnused(request.records, request.params.id);
    return { success: true, message: `"${name}" deleted` };
  });

  // Files in use are left and named; the others are deleted.
  route(app, mediaApi.removeMany, DELETE, async (request) => {
    const removed: string[] = [];
    const kept: string[] = [];
    for (const id of request.body.ids) {
      try {
        await removeUnused(request.records, id);
        removed.push(id);
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode !== 409) throw error;
        kept.push(id);
      }
    }
    const message = `${removed.length} file${removed.length === 1 ? '' : 's'} deleted${kept.length ? `; ${kept.length} in use kept` : ''}`;
    return { success: true, message, data: { removed } };
  });

  // Every record using the file is pointed at the new one in one transaction (logged on the new file's row).
  route(app, mediaApi.replace, WRITE, async (request) => {
    const form = await uploads.read(request, { file: FILE_RULE });
    const file = form.files.file;
    if (!file) throw new AppError(400, 'Please choose the new file');
    const old = await db.selectFrom('media').selectAll().where('id', '=', request.params.id).executeTakeFirst();
    if (!old) throw new AppError(404, MISSING);
    const stored = await library.store(file, LIBRARY_FOLDER, request.admin?.id ?? null);
    if (stored.url === old.url) throw new AppError(400, 'This is the same file');
    const changed = await request.records.update({
      table: 'media',
      id: stored.id,
      missing: MISSING,
      version: null,
      async write(tx, current) {
        const uses = await replaceEverywhere(tx, old.url, stored.url);
        // The new file takes over what was said about the old one, unless it has its own.
        await tx
          .updateTable('media')
          .set({
            alt: current.alt || old.alt,
            decorative: current.decorative || old.decorative,
            tags: jsonb([...new Set([...current.tags, ...old.tags])]),
            updated_at: new Date(),
          })
          .where('id', '=', stored.id)
          .execute();
        return uses;
      },
    });
    for (const use of changed)
      await request.records.changed({ table: use.table as 'media', id: use.id, action: 'update' });
    await library.release(old.url);
    return {
      success: true,
      message: `Replaced in ${changed.length} record${changed.length === 1 ? '' : 's'}`,
      data: await detail(stored.id),
    };
  });
}
