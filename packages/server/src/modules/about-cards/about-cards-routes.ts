import type { FastifyInstance } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import { AppError } from '../../http/app-error';
import { assertCurrentVersion } from '../../http/version-check';
import { makeRoomAt, parseRow } from '../row-order';
import { writeWithFile, type UploadSupport } from '../upload-support';
import type { AboutCardsTable, AboutCardsTables } from './about-cards-tables';
import { idParamsSchema } from '../../http/common-schemas';

export const MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'];
export const MEDIA_MAX_BYTES = 4 * 1024 * 1024;
const LIMITS = { title: 200, content: 4000 } as const;
const REQUIRED_MESSAGE = 'Please fill all the required fields.';
const MISSING_MESSAGE = 'This card no longer exists';

type CardRow = Selectable<AboutCardsTable>;

function cardOf(row: CardRow) {
  return {
    _id: row.id,
    title: row.title,
    content: row.content,
    row: Number(row.row),
    media: row.media,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** Title, content and row as the content spec §5 requires them ('Please fill all the required fields.'). */
function readCard(fields: Record<string, string>) {
  const title = (fields.title ?? '').trim();
  // Line breaks inside the content are kept; only the ends are trimmed.
  const content = (fields.content ?? '').replace(/\r\n/g, '\n').trim();
  if (!title || !content || !(fields.row ?? '').trim()) throw new AppError(400, REQUIRED_MESSAGE);
  if (title.length > LIMITS.title) throw new AppError(400, `The title must be at most ${LIMITS.title} characters`, 'title');
  if (content.length > LIMITS.content) throw new AppError(400, `The content must be at most ${LIMITS.content} characters`, 'content');
  const row = parseRow(fields.row);
  if (row === null) throw new AppError(400, 'Row must be a whole number from 1', 'row');
  return { title, content, row };
}

/**
 * About-us cards. The spec shows only `PUT /card/edit/{id}` (multipart title, content, row, media); the
 * list, create and delete calls are named in its style. Writes need `content:write`.
 */
export function aboutCardsRoutes(db: Kysely<AboutCardsTables>, uploads: UploadSupport) {
  const readForm = (request: Parameters<UploadSupport['readForm']>[0]) =>
    uploads.readForm(request, { fileField: 'media', maxBytes: MEDIA_MAX_BYTES, types: MEDIA_TYPES });

  return async function routes(app: FastifyInstance) {
    app.get('/card/get', async () => {
      const rows = await db.selectFrom('about_cards').selectAll().orderBy('row').orderBy('created_at').execute();
      return { success: true, cards: rows.map(cardOf) };
    });

    app.post('/card/add', { config: { permission: 'content:write' } }, async (request, reply) => {
      const form = await readForm(request);
      const card = readCard(form.fields);
      const created = await writeWithFile(uploads, form.file, 'about-cards', (media) =>
        db.transaction().execute(async (trx) => {
          await makeRoomAt(trx, 'about_cards', card.row);
          return trx.insertInto('about_cards').values({ ...card, media }).returningAll().executeTakeFirstOrThrow();
        }),
      );
      return reply.code(201).send({ success: true, message: 'Card added', data: cardOf(created) });
    });

    app.put<{ Params: { id: string } }>('/card/edit/:id', { config: { permission: 'content:write' }, schema: { params: idParamsSchema } }, async (request) => {
      const form = await readForm(request);
      const card = readCard(form.fields);
      const removeMedia = form.fields.removeMedia === 'true';
      const result = await writeWithFile(uploads, form.file, 'about-cards', (media) =>
        db.transaction().execute(async (trx) => {
          const current = await trx.selectFrom('about_cards').select(['media', 'updated_at']).where('id', '=', request.params.id).forUpdate().executeTakeFirst();
          if (!current) throw new AppError(404, MISSING_MESSAGE);
          assertCurrentVersion(current.updated_at, form.fields.updatedAt);
          await makeRoomAt(trx, 'about_cards', card.row, request.params.id);
          const nextMedia = media ?? (removeMedia ? null : current.media);
          const updated = await trx
            .updateTable('about_cards')
            .set({ ...card, media: nextMedia, updated_at: new Date() })
            .where('id', '=', request.params.id)
            .returningAll()
            .executeTakeFirstOrThrow();
          return { updated, dropped: current.media && current.media !== nextMedia ? current.media : null };
        }),
      );
      if (result.dropped) await uploads.remove(result.dropped);
      return { success: true, message: 'Card updated', data: cardOf(result.updated) };
    });

    app.delete<{ Params: { id: string } }>('/card/delete/:id', { config: { permission: 'content:write' }, schema: { params: idParamsSchema } }, async (request) => {
      const removed = await db.deleteFrom('about_cards').where('id', '=', request.params.id).returning(['media']).executeTakeFirst();
      if (!removed) throw new AppError(404, MISSING_MESSAGE);
      if (removed.media) await uploads.remove(removed.media);
      return { success: true, message: 'Card deleted' };
    });
  };
}
