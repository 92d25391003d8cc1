import { ABOUT_CARD_MEDIA_MAX_BYTES, aboutCardsApi, type AboutCard } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { filesLetGo, filesOfRecord } from '../../content-state/files';
import { readPublishingInput } from '../../content-state/input';
import { newRecordPublishing, saveContentEdit, savedMessage } from '../../content-state/save';
import { publishingOf, withDraft } from '../../content-state/state';
import { recordMeta } from '../../db/record';
import { insertAtRow, parseRow, rowsInOrder, updateAtRow } from '../../db/row-order';
import { AppError } from '../../http/app-error';
import { removesRecord } from '../../http/remove-record';
import { route } from '../../http/route';
import type { ModuleContext } from '../module';
import type { AboutCardsTable } from './tables';

const MEDIA = {
  kinds: ['image', 'svg'],
  formats: ['png', 'jpg', 'webp', 'svg'],
  maxBytes: ABOUT_CARD_MEDIA_MAX_BYTES,
  cleanSvg: true,
} as const;
const LIMITS = { title: 200, content: 4000 } as const;
const REQUIRED_MESSAGE = 'Please fill all the required fields.';
const MISSING = 'This card no longer exists';
const WRITE = { permission: 'content:write' } as const;

type CardRow = Selectable<AboutCardsTable>;

/** A card as its editors see it: its draft's values when it has one, and its publishing state. */
function cardOf(row: CardRow): AboutCard {
  const { _id, createdAt, updatedAt } = recordMeta(row);
  const working = withDraft(row);
  return {
    _id,
    title: working.title,
    content: working.content,
    row: Number(working.row),
    media: working.media,
    createdAt,
    updatedAt,
    ...publishingOf(row),
  };
}

/** Title, content and row as the original product requires them ('Please fill all the required fields.'). */
function readCard(fields: Record<string, string>) {
  const title = (fields.title ?? '').trim();
  // Line breaks inside the content are kept; only the ends are trimmed.
  const content = (fields.content ?? '').replace(/\r\n/g, '\n').trim();
  if (!title || !content || !(fields.row ?? '').trim()) throw new AppError(400, REQUIRED_MESSAGE);
  if (title.length > LIMITS.title)
    throw new AppError(400, `The title must be at most ${LIMITS.title} characters`, 'title');
  if (content.length > LIMITS.content)
    throw new AppError(400, `The content must be at most ${LIMITS.content} characters`, 'content');
  const row = parseRow(fields.row);
  if (row === null) throw new AppError(400, 'Row must be a whole number from 1', 'row');
  return { title, content, row };
}

/**
 * About-us cards. The spec shows only `PUT /card/edit/{id}` (multipart title, content, row,
 * media); the list, create and delete calls are named in its style.
 */
export function aboutCardsRoutes(app: FastifyInstance, { db, uploads }: ModuleContext) {
  route(app, aboutCardsApi.list, {}, async () => ({
    success: true,
    cards: (await rowsInOrder(db, 'about_cards')).map(cardOf),
  }));

  route(app, aboutCardsApi.add, WRITE, async (request, reply) => {
    const form = await uploads.read(request, { media: MEDIA });
    const card = readCard(form.fields);
    const publishing = newRecordPublishing(readPublishingInput(form.fields, request), request);
    const created = await uploads.withFile(form.files.media, 'about-cards', (media) =>
      request.records.create('about_cards', (tx) => insertAtRow(tx, 'about_cards', { ...card, media, ...publishing })),
    );
    reply.code(201);
    return {
      success: true,
      message: publishing.published ? 'Card added' : 'Card saved as a draft',
      data: cardOf(created),
    };
  });

  // Saved as published or as a draft (docs/editorial-workflow.md): an editor's new image waits in the draft.
  route(app, aboutCardsApi.edit, WRITE, async (request) => {
    const form = await uploads.read(request, { media: MEDIA });
    const input = readPublishingInput(form.fields, request);
    const removeMedia = form.fields.removeMedia === 'true';
    const { id } = request.params;
    const updated = await uploads.withFile(form.files.media, 'about-cards', (media) =>
      saveContentEdit<CardRow>(request.records, {
        table: 'about_cards',
        id,
        missing: MISSING,
        version: form.fields.updatedAt,
        request,
        input,
        values(working) {
          // Fields not sent keep their values as the editors see them (the image unless replaced or removed); all stay required.
          const card = readCard({
            title: working.title,
            content: working.content,
            row: String(working.row),
            ...form.fields,
          });
          return { ...card, media: media ?? (removeMedia ? null : working.media) };
        },
        writeLive: (tx, rowId, values) =>
          updateAtRow(tx, 'about_cards', rowId, values as ReturnType<typeof readCard> & { media: string | null }),
        dropsFiles: (before, after) => filesLetGo(before, after, ['media']),
      }),
    );
    return {
      success: true,
      message: savedMessage(updated, 'Card updated', 'Card saved as a draft'),
      data: cardOf(updated),
    };
  });

  route(
    app,
    aboutCardsApi.remove,
    WRITE,
    removesRecord(
      {
        table: 'about_cards',
        missing: MISSING,
        dropsFiles: (row) => filesOfRecord(row, ['media']),
      },
      'Card deleted',
    ),
  );
}
