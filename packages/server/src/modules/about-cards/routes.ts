import { ABOUT_CARD_MEDIA_MAX_BYTES, aboutCardsApi, type AboutCard } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { recordMeta } from '../../db/record';
import { insertAtRow, parseRow, rowsInOrder, updateAtRow } from '../../db/row-order';
import { AppError } from '../../http/app-error';
import { route } from '../../http/route';
import type { ModuleContext } from '../module';
import type { AboutCardsTable } from './tables';

const MEDIA = { kinds: ['image', 'svg'], formats: ['png', 'jpg', 'webp', 'svg'], maxBytes: ABOUT_CARD_MEDIA_MAX_BYTES, cleanSvg: true } as const;
const LIMITS = { title: 200, content: 4000 } as const;
const REQUIRED_MESSAGE = 'Please fill all the required fields.';
const MISSING = 'This card no longer exists';
const WRITE = { permission: 'content:write' } as const;

function cardOf(row: Selectable<AboutCardsTable>): AboutCard {
  const { _id, createdAt, updatedAt } = recordMeta(row);
  return { _id, title: row.title, content: row.content, row: Number(row.row), media: row.media, createdAt, updatedAt };
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
 * About-us cards (content spec §7). The spec shows only `PUT /card/edit/{id}` (multipart title, content, row,
 * media); the list, create and delete calls are named in its style.
 */
export function aboutCardsRoutes(app: FastifyInstance, { db, uploads, records }: ModuleContext) {
  route(app, aboutCardsApi.list, {}, async () => ({ success: true, cards: (await rowsInOrder(db, 'about_cards')).map(cardOf) }));

  route(app, aboutCardsApi.add, WRITE, async (request, reply) => {
    const form = await uploads.read(request, { media: MEDIA });
    const card = readCard(form.fields);
    const created = await uploads.withFile(form.files.media, 'about-cards', (media) =>
      records.create('about_cards', (tx) => insertAtRow(tx, 'about_cards', { ...card, media })),
    );
    reply.code(201);
    return { success: true, message: 'Card added', data: cardOf(created) };
  });

  route(app, aboutCardsApi.edit, WRITE, async (request) => {
    const form = await uploads.read(request, { media: MEDIA });
    const removeMedia = form.fields.removeMedia === 'true';
    const { id } = request.params;
    const result = await uploads.withFile(form.files.media, 'about-cards', (media) =>
      records.update({
        table: 'about_cards', id, missing: MISSING, version: form.fields.updatedAt,
        async write(tx, current) {
          // Fields not sent keep their stored values (the image unless replaced or removed); all stay required.
          const card = readCard({ title: current.title, content: current.content, row: String(current.row), ...form.fields });
          const nextMedia = media ?? (removeMedia ? null : current.media);
          return { updated: await updateAtRow(tx, 'about_cards', id, { ...card, media: nextMedia }), dropped: current.media && current.media !== nextMedia ? current.media : null };
        },
        dropsFiles: ({ dropped }) => [dropped],
      }),
    );
    return { success: true, message: 'Card updated', data: cardOf(result.updated) };
  });

  route(app, aboutCardsApi.remove, WRITE, async (request) => {
    await records.remove({ table: 'about_cards', id: request.params.id, missing: MISSING, dropsFiles: (row) => [row.media] });
    return { success: true, message: 'Card deleted' };
  });
}
