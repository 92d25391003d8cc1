import {
  SECTION_IMAGE_MAX_BYTES as IMAGE_MAX_BYTES,
  sectionsApi,
  type SectionBody,
  type SectionRecord,
} from '@backoffice/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import { readPublishingInput } from '../../content-state/input';
import { newRecordPublishing, saveContentEdit } from '../../content-state/save';
import { publishingOf, withDraft } from '../../content-state/state';
import { jsonb, withRecordMeta } from '../../db/record';
import { updateRow } from '../../db/record-writes';
import { AppError } from '../../http/app-error';
import { formInteger } from '../../http/form-numbers';
import { removesRecord } from '../../http/remove-record';
import { route } from '../../http/route';
import { retryWhileChanged } from '../../db/partial-update';
import { acceptUpload } from '../../storage/accept-upload';
import { readMultipart, type FormFile } from '../../storage/read-multipart';
import type { Uploads } from '../../storage/uploads';
import type { ModuleContext } from '../module';
import { readSectionForm, storedSectionFields, type SectionWrite } from './input';
import type { SectionsTable } from './tables';

const WRITE = { permission: 'content:write' } as const;
const MISSING = 'This section no longer exists';

/** A section as the spec's lists and editors read it (its draft laid over it): the body under `<type>Section`. */
export function sectionAnswer(stored: Selectable<SectionsTable>): SectionRecord {
  const row = withDraft(stored);
  // Declared apart so the body is type-checked: a computed key in the literal below is dropped from its type.
  const body: Record<`${string}Section`, SectionBody> = { [`${row.section_type}Section`]: row.body };
  return withRecordMeta(row, {
    title: row.title,
    slug: row.slug,
    order: Number(row.order),
    sectionType: row.section_type,
    isActive: row.is_active,
    createdBy: row.created_by,
    metaDescription: row.meta_description,
    metaKeywords: row.meta_keywords,
    page: row.page,
    ...body,
    ...publishingOf(stored),
  });
}

/**
 * The body a section's draft holds, if any. The draft's JSON keeps the columns the update wrote (`values` below),
 * the body as `readSectionForm` and `withImages` made it.
 */
export function draftBodyOf(row: Pick<Selectable<SectionsTable>, 'draft'>): SectionBody | null {
  return row.draft && typeof row.draft.body === 'object' ? (row.draft.body as SectionBody) : null;
}

/** Every /uploads address of a section, published or in its draft: what its delete removes, what an edit may let go of. */
function imagesOfRecord(row: Selectable<SectionsTable>): string[] {
  const draftBody = draftBodyOf(row);
  return [...imagesOf(row.body), ...(draftBody ? imagesOf(draftBody) : [])];
}

/** Every /uploads address a section body refers to (its image and its cards' images). */
export function imagesOf(body: SectionBody): string[] {
  // Checked, not trusted: a row stored other than through the form may lack a key.
  const cards = Array.isArray(body.cards) ? body.cards : [];
  return [body.image, ...cards.map((card) => card.image)].filter(
    (url): url is string => typeof url === 'string' && url.startsWith('/uploads/'),
  );
}

/** Checks an image by its bytes (SVGs cleaned) and stores it (sent by `uploadedBy`); answers its /uploads address. */
export async function storeImage(
  uploads: Uploads,
  file: FormFile,
  label: string,
  field: string,
  uploadedBy: string | null,
): Promise<string> {
  const image = await acceptUpload(file, {
    kinds: ['image', 'svg'],
    maxBytes: IMAGE_MAX_BYTES,
    label,
    field,
    cleanSvg: true,
  });
  return uploads.save({ ...image, uploadedBy }, 'sections');
}

interface NewImages {
  image: FormFile | null;
  /** Card position → its new picture (`cardImage_{n}` with `cardImageIndex_{n}`). */
  cards: Map<number, FormFile>;
}

function newImagesOf(form: { fields: Record<string, string>; files: Record<string, FormFile> }): NewImages {
  const cards = new Map<number, FormFile>();
  for (const [name, file] of Object.entries(form.files)) {
    const match = /^cardImage_(\d+)$/.exec(name);
    if (!match) continue;
    const index = formInteger(form.fields[`cardImageIndex_${match[1]}`] ?? '', `cardImageIndex_${match[1]}`, {
      min: 0,
      max: 49,
      what: `the card of ${name}`,
    });
    cards.set(index, file);
  }
  return { image: form.files.image ?? null, cards };
}

/**
 * Puts the stored files into the body: the section's image (new, kept, or removed) and each card's.
 * Every file is checked before the first one is stored; `stored` collects them so a failure can remove them.
 */
async function withImages(
  uploads: Uploads,
  write: SectionWrite,
  images: NewImages,
  previous: SectionBody | null,
  stored: string[],
  uploadedBy: string | null,
): Promise<SectionBody> {
  const cards = write.body.cards ?? [];
  for (const index of images.cards.keys())
    if (index >= cards.length) throw new AppError(400, `There is no card ${index + 1} for its image`);
  // A card may keep only an image the section already had: no pointing at other uploads.
  const allowed = new Set(previous ? imagesOf(previous) : []);
  for (const card of cards) if (card.image && !allowed.has(card.image)) card.image = '';

  const body: SectionBody = { ...write.body, image: write.removeImage ? '' : (previous?.image ?? '') };
  if (images.image)
    stored.push((body.image = await storeImage(uploads, images.image, 'The image', 'image', uploadedBy)));
  for (const [index, file] of images.cards)
    stored.push(
      (cards[index].image = await storeImage(uploads, file, `The image of card ${index + 1}`, 'cardImage', uploadedBy)),
    );
  return body;
}

async function readForm(request: FastifyRequest) {
  return readMultipart(request, { maxFileBytes: IMAGE_MAX_BYTES, maxFiles: 51 });
}

const removeAll = (uploads: Uploads, urls: string[]) => Promise.all(urls.map((url) => uploads.remove(url)));

/** Content sections. */
export function sectionsRoutes(app: FastifyInstance, { db, uploads }: ModuleContext) {
  route(app, sectionsApi.list, {}, async (request) => {
    const rows = await db
      .selectFrom('sections')
      .selectAll()
      .where('page', '=', request.params.page)
      .orderBy('order')
      .orderBy('created_at')
      .execute();
    return { success: true, sections: rows.map(sectionAnswer) };
  });

  route(app, sectionsApi.create, WRITE, async (request, reply) => {
    const form = await readForm(request);
    const write = readSectionForm(form.fields);
    const publishing = newRecordPublishing(readPublishingInput(form.fields, request), request);
    const stored: string[] = [];
    try {
      const body = await withImages(uploads, write, newImagesOf(form), null, stored, request.admin?.id ?? null);
      const row = await request.records.create('sections', (tx) =>
        tx
          .insertInto('sections')
          .values({
            page: write.page,
            title: write.title,
            slug: write.slug,
            order: write.order,
            section_type: write.sectionType,
            is_active: write.isActive,
            created_by: write.createdBy,
            meta_description: write.metaDescription,
            meta_keywords: write.metaKeywords,
            body: jsonb(body),
            ...publishing,
          })
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
      reply.code(201);
      return { success: true, message: 'Section created', data: sectionAnswer(row) };
    } catch (error) {
      await removeAll(uploads, stored);
      throw error;
    }
  });

  route(app, sectionsApi.update, WRITE, async (request) => {
    const form = await readForm(request);
    const updatedAt = form.fields.updatedAt;
    const { id } = request.params;
    const input = readPublishingInput(form.fields, request);
    // Fields not sent keep the values the editors see (the draft's, when there is one); the spec's required
    // fields are checked on the result. Run again when another write changed the section between reading it
    // and writing (partial-update.ts).
    const row = await retryWhileChanged(async () => {
      const current = await db.selectFrom('sections').selectAll().where('id', '=', id).executeTakeFirst();
      if (!current) throw new AppError(404, MISSING);
      const working = withDraft(current);
      // The page and type stay as stored; the order is read-only when editing.
      const write = readSectionForm(
        { ...storedSectionFields(working), ...form.fields },
        { page: current.page, sectionType: current.section_type },
      );
      const stored: string[] = [];
      try {
        const body = await withImages(
          uploads,
          write,
          newImagesOf(form),
          working.body,
          stored,
          request.admin?.id ?? null,
        );
        const values = {
          title: write.title,
          slug: write.slug,
          is_active: write.isActive,
          meta_description: write.metaDescription,
          meta_keywords: write.metaKeywords,
          body,
        };
        return await saveContentEdit<Selectable<SectionsTable>>(request.records, {
          table: 'sections',
          id,
          missing: MISSING,
          request,
          input,
          version: updatedAt,
          basedOn: current.updated_at,
          values: () => values,
          writeLive: (tx) => updateRow(tx, 'sections', id, { ...values, body: jsonb(body) }),
          // A draft's new image keeps the published one; an image neither version names any more goes.
          dropsFiles: (before, after) => {
            const kept = new Set(imagesOfRecord(after));
            return imagesOfRecord(before).filter((url) => !kept.has(url));
          },
        });
      } catch (error) {
        await removeAll(uploads, stored);
        throw error;
      }
    });
    return { success: true, message: 'Section updated', data: sectionAnswer(row) };
  });

  route(
    app,
    sectionsApi.remove,
    WRITE,
    removesRecord(
      {
        table: 'sections',
        missing: MISSING,
        dropsFiles: (row) => imagesOfRecord(row as Selectable<SectionsTable>),
      },
      'Section deleted',
    ),
  );
}
