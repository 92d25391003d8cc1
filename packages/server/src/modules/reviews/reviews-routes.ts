import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ReviewsTables } from './reviews-tables';
import type { UploadSupport } from '../upload-support';
import { makeRoomAt, nextRow, parseRow } from '../row-order';
import { AppError } from '../../http/app-error';
import { idParamsSchema } from '../../http/common-schemas';

const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
const TEXT_LIMITS = { firstName: 60, lastName: 60, role: 120, title: 200, description: 2000 } as const;

interface ReviewRow {
  id: string;
  first_name: string;
  last_name: string;
  job_title: string;
  title: string;
  description: string;
  avatar: string | null;
  row: number;
  created_at: Date | string;
}

function reviewOf(row: ReviewRow) {
  return {
    _id: row.id,
    id: row.id,
    fullName: `${row.first_name} ${row.last_name}`,
    firstName: row.first_name,
    lastName: row.last_name,
    avatarURL: row.avatar,
    role: row.job_title,
    title: row.title,
    description: row.description,
    date: new Date(row.created_at).toISOString(),
    row: Number(row.row),
  };
}

/** The text fields, trimmed and checked; a message when one is missing or too long. */
function readText(fields: Record<string, string>): { values: Record<keyof typeof TEXT_LIMITS, string> } | { error: string } {
  const values = {} as Record<keyof typeof TEXT_LIMITS, string>;
  for (const [key, limit] of Object.entries(TEXT_LIMITS) as Array<[keyof typeof TEXT_LIMITS, number]>) {
    const value = (fields[key] ?? '').trim();
    if (!value) return { error: 'Please fill all the fields' };
    if (value.length > limit) return { error: `${key} must be at most ${limit} characters` };
    values[key] = value;
  }
  return { values };
}

/** Reviews: the spec's list and the writes named in its style (multipart, optional avatar). Writes need `content:write`. */
export function reviewsRoutes(db: Kysely<ReviewsTables>, uploads: UploadSupport) {
  return async function routes(app: FastifyInstance) {
    app.get('/reviews', async () => {
      const rows = await db.selectFrom('reviews').selectAll().orderBy('row').orderBy('created_at').execute();
      return { success: true, data: (rows as ReviewRow[]).map(reviewOf) };
    });

    app.post('/reviews/add', { config: { permission: 'content:write' } }, async (request, reply) => {
      const form = await uploads.readForm(request, { fileField: 'avatar', maxBytes: AVATAR_MAX_BYTES, types: AVATAR_TYPES });
      const text = readText(form.fields);
      if ('error' in text) throw new AppError(400, text.error);
      const askedRow = form.fields.row === undefined || form.fields.row === '' ? undefined : parseRow(form.fields.row);
      if (askedRow === null) throw new AppError(400, 'Row must be a whole number from 1');
      const avatar = form.file ? await uploads.store(form.file, 'reviews') : null;
      try {
        const created = await db.transaction().execute(async (trx) => {
          const row = askedRow ?? (await nextRow(trx, 'reviews'));
          await makeRoomAt(trx, 'reviews', row);
          const { firstName, lastName, role, title, description } = text.values;
          return trx
            .insertInto('reviews')
            .values({ first_name: firstName, last_name: lastName, job_title: role, title, description, avatar, row })
            .returningAll()
            .executeTakeFirstOrThrow();
        });
        return reply.code(201).send({ success: true, message: 'Review added', data: reviewOf(created as ReviewRow) });
      } catch (error) {
        if (avatar) await uploads.remove(avatar);
        throw error;
      }
    });

    app.put<{ Params: { id: string } }>(
      '/reviews/edit/:id',
      { config: { permission: 'content:write' }, schema: { params: idParamsSchema } },
      async (request) => {
        const form = await uploads.readForm(request, { fileField: 'avatar', maxBytes: AVATAR_MAX_BYTES, types: AVATAR_TYPES });
        const text = readText(form.fields);
        if ('error' in text) throw new AppError(400, text.error);
        const row = parseRow(form.fields.row);
        if (row === null) throw new AppError(400, 'Row must be a whole number from 1');
        const avatar = form.file ? await uploads.store(form.file, 'reviews') : null;
        try {
          const result = await db.transaction().execute(async (trx) => {
            const current = await trx.selectFrom('reviews').select(['id', 'avatar']).where('id', '=', request.params.id).forUpdate().executeTakeFirst();
            if (!current) return null;
            await makeRoomAt(trx, 'reviews', row, request.params.id);
            const { firstName, lastName, role, title, description } = text.values;
            const updated = await trx
              .updateTable('reviews')
              .set({ first_name: firstName, last_name: lastName, job_title: role, title, description, row, updated_at: new Date(), ...(avatar ? { avatar } : {}) })
              .where('id', '=', request.params.id)
              .returningAll()
              .executeTakeFirstOrThrow();
            return { updated: updated as ReviewRow, replaced: avatar ? (current.avatar as string | null) : null };
          });
          // The catch below removes the new avatar.
          if (!result) throw new AppError(404, 'This review no longer exists');
          if (result.replaced) await uploads.remove(result.replaced);
          return { success: true, message: 'Review updated', data: reviewOf(result.updated) };
        } catch (error) {
          if (avatar) await uploads.remove(avatar);
          throw error;
        }
      },
    );

    app.delete<{ Params: { id: string } }>(
      '/reviews/delete/:id',
      { config: { permission: 'content:write' }, schema: { params: idParamsSchema } },
      async (request) => {
        const removed = await db.deleteFrom('reviews').where('id', '=', request.params.id).returning(['avatar']).executeTakeFirst();
        if (!removed) throw new AppError(404, 'This review no longer exists');
        if (removed.avatar) await uploads.remove(removed.avatar);
        return { success: true, message: 'Review deleted' };
      },
    );
  };
}
