import { reviewsApi, type Review } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { filesLetGo, filesOfRecord } from '../../content-state/files';
import { readPublishingInput } from '../../content-state/input';
import { newRecordPublishing, saveContentEdit, savedMessage } from '../../content-state/save';
import { publishingOf, withDraft } from '../../content-state/state';
import { insertAtRow, nextRow, parseRow, rowsInOrder, updateAtRow } from '../../db/row-order';
import { AppError } from '../../http/app-error';
import { removesRecord } from '../../http/remove-record';
import { route } from '../../http/route';
import type { ModuleContext } from '../module';
import type { ReviewsTable } from './tables';

const AVATAR = { kinds: ['image'], maxBytes: 2 * 1024 * 1024 } as const;
const TEXT_LIMITS = { firstName: 60, lastName: 60, role: 120, title: 200, description: 2000 } as const;
const WRITE = { permission: 'content:write' } as const;
const MISSING = 'This review no longer exists';

type ReviewRow = Selectable<ReviewsTable>;

/** A review as its editors see it: its draft's values when it has one, and its publishing state. */
function reviewOf(row: ReviewRow): Review {
  const working = withDraft(row);
  return {
    _id: row.id,
    id: row.id,
    fullName: [working.first_name, working.last_name].filter(Boolean).join(' '),
    firstName: working.first_name,
    lastName: working.last_name,
    avatarURL: working.avatar,
    role: working.job_title,
    title: working.title,
    description: working.description,
    date: new Date(row.created_at).toISOString(),
    row: Number(working.row),
    updatedAt: new Date(row.updated_at).toISOString(),
    ...publishingOf(row),
  };
}

/**
 * The spec's review model names the reviewer in one `fullName`: when neither name part is sent, it is split at
 * its first space (a one-word name has no last name).
 */
function nameParts(fields: Record<string, string>): { firstName: string; lastName: string; fromFullName: boolean } {
  const firstName = (fields.firstName ?? '').trim();
  const lastName = (fields.lastName ?? '').trim();
  const fullName = (fields.fullName ?? '').trim();
  if (firstName || lastName || !fullName) return { firstName, lastName, fromFullName: false };
  const [first, ...rest] = fullName.split(/\s+/);
  return { firstName: first, lastName: rest.join(' '), fromFullName: true };
}

/** The text fields, trimmed and checked, as columns; a 400 naming the fields missing, or the one too long. */
function readText(fields: Record<string, string>) {
  const { firstName, lastName, fromFullName } = nameParts(fields);
  const values: Record<keyof typeof TEXT_LIMITS, string> = {
    firstName,
    lastName,
    role: (fields.role ?? '').trim(),
    title: (fields.title ?? '').trim(),
    description: (fields.description ?? '').trim(),
  };
  const missing: string[] = !firstName && !lastName ? ['fullName'] : [];
  if (firstName && !lastName && !fromFullName) missing.push('lastName');
  if (!firstName && lastName) missing.push('firstName');
  for (const key of ['role', 'title', 'description'] as const) if (!values[key]) missing.push(key);
  if (missing.length > 0)
    throw new AppError(
      400,
      `Please fill all the fields: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing`,
    );
  for (const [key, limit] of Object.entries(TEXT_LIMITS) as Array<[keyof typeof TEXT_LIMITS, number]>) {
    if (values[key].length > limit) throw new AppError(400, `${key} must be at most ${limit} characters`);
  }
  const { role, title, description } = values;
  return { first_name: firstName, last_name: lastName, job_title: role, title, description };
}

/** The stored review as the fields of its form. */
function storedReviewFields(row: ReviewRow): Record<string, string> {
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.job_title,
    title: row.title,
    description: row.description,
    row: String(row.row),
  };
}

/** Reviews: the spec's list and the writes named in its style (multipart, optional avatar). */
export function reviewsRoutes(app: FastifyInstance, { db, uploads }: ModuleContext) {
  route(app, reviewsApi.list, {}, async () => ({
    success: true,
    data: (await rowsInOrder(db, 'reviews')).map(reviewOf),
  }));

  route(app, reviewsApi.add, WRITE, async (request, reply) => {
    const form = await uploads.read(request, { avatar: AVATAR });
    const text = readText(form.fields);
    const askedRow = form.fields.row === undefined || form.fields.row === '' ? undefined : parseRow(form.fields.row);
    if (askedRow === null) throw new AppError(400, 'Row must be a whole number from 1');
    const publishing = newRecordPublishing(readPublishingInput(form.fields, request), request);
    const created = await uploads.withFile(form.files.avatar, 'reviews', (avatar) =>
      request.records.create('reviews', async (tx) =>
        insertAtRow(tx, 'reviews', { ...text, avatar, row: askedRow ?? (await nextRow(tx, 'reviews')), ...publishing }),
      ),
    );
    reply.code(201);
    return {
      success: true,
      message: publishing.published ? 'Review added' : 'Review saved as a draft',
      data: reviewOf(created),
    };
  });

  // Saved as published or as a draft (docs/editorial-workflow.md); an editor's new avatar waits in the draft.
  route(app, reviewsApi.edit, WRITE, async (request) => {
    const form = await uploads.read(request, { avatar: AVATAR });
    const input = readPublishingInput(form.fields, request);
    const { id } = request.params;
    const updated = await uploads.withFile(form.files.avatar, 'reviews', (avatar) =>
      saveContentEdit<ReviewRow>(request.records, {
        table: 'reviews',
        id,
        missing: MISSING,
        request,
        input,
        values: (working) => {
          // Fields not sent keep their values as the editors see them (the avatar when no new one comes); all stay required.
          // A fullName sent alone renames the reviewer: the stored name parts would otherwise win over it.
          const { firstName, lastName, ...storedRest } = storedReviewFields(working);
          const renamedByFullName =
            form.fields.fullName !== undefined &&
            form.fields.firstName === undefined &&
            form.fields.lastName === undefined;
          const fields: Record<string, string> = {
            ...storedRest,
            ...(renamedByFullName ? {} : { firstName, lastName }),
            ...form.fields,
          };
          const text = readText(fields);
          const row = parseRow(fields.row);
          if (row === null) throw new AppError(400, 'Row must be a whole number from 1');
          return { ...text, row, avatar: avatar ?? working.avatar };
        },
        writeLive: (tx, rowId, values) =>
          updateAtRow(tx, 'reviews', rowId, values as Parameters<typeof updateAtRow>[3]),
        dropsFiles: (before, after) => filesLetGo(before, after, ['avatar']),
      }),
    );
    return {
      success: true,
      message: savedMessage(updated, 'Review updated', 'Review saved as a draft'),
      data: reviewOf(updated),
    };
  });

  route(
    app,
    reviewsApi.remove,
    WRITE,
    removesRecord(
      {
        table: 'reviews',
        missing: MISSING,
        dropsFiles: (row) => filesOfRecord(row, ['avatar']),
      },
      'Review deleted',
    ),
  );
}
