import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { FaqsTables } from './faqs-tables';
import { makeRoomAt } from '../row-order';
import { AppError } from '../../http/app-error';
import { idParamsSchema } from '../../http/common-schemas';

const faqBody = {
  type: 'object',
  required: ['question', 'answer', 'row'],
  additionalProperties: false,
  properties: {
    question: { type: 'string', maxLength: 300 },
    answer: { type: 'string', maxLength: 5000 },
    row: { type: 'integer', minimum: 1, maximum: 9999 },
  },
} as const;

interface FaqBody {
  question: string;
  answer: string;
  row: number;
}

function faqOf(row: { id: string; question: string; answer: string; row: number; updated_at: Date | string }) {
  return { _id: row.id, question: row.question, answer: row.answer, row: Number(row.row), updatedAt: new Date(row.updated_at).toISOString() };
}

/** Blank after trimming counts as missing: the spec's 'Please fill all the fields'. */
function cleaned(body: FaqBody): FaqBody | null {
  const question = body.question.trim();
  const answer = body.answer.trim();
  return question && answer ? { question, answer, row: body.row } : null;
}

/** FAQs (content spec §7): list, add, edit, delete. Writes need `content:write`. */
export function faqsRoutes(db: Kysely<FaqsTables>) {
  return async function routes(app: FastifyInstance) {
    app.get('/faq', async () => {
      const rows = await db.selectFrom('faqs').selectAll().orderBy('row').orderBy('created_at').execute();
      return { success: true, data: rows.map(faqOf) };
    });

    app.post<{ Body: FaqBody }>('/faq/add', { config: { permission: 'content:write' }, schema: { body: faqBody } }, async (request, reply) => {
      const input = cleaned(request.body);
      if (!input) throw new AppError(400, 'Please fill all the fields');
      const created = await db.transaction().execute(async (trx) => {
        await makeRoomAt(trx, 'faqs', input.row);
        return trx.insertInto('faqs').values(input).returningAll().executeTakeFirstOrThrow();
      });
      return reply.code(201).send({ success: true, message: 'FAQ added', data: faqOf(created) });
    });

    app.put<{ Params: { id: string }; Body: FaqBody }>(
      '/faq/edit/:id',
      { config: { permission: 'content:write' }, schema: { params: idParamsSchema, body: faqBody } },
      async (request) => {
        const input = cleaned(request.body);
        if (!input) throw new AppError(400, 'Please fill all the fields');
        const updated = await db.transaction().execute(async (trx) => {
          const exists = await trx.selectFrom('faqs').select('id').where('id', '=', request.params.id).forUpdate().executeTakeFirst();
          if (!exists) return null;
          await makeRoomAt(trx, 'faqs', input.row, request.params.id);
          return trx.updateTable('faqs').set({ ...input, updated_at: new Date() }).where('id', '=', request.params.id).returningAll().executeTakeFirstOrThrow();
        });
        if (!updated) throw new AppError(404, 'This FAQ no longer exists');
        return { success: true, message: 'FAQ updated', data: faqOf(updated) };
      },
    );

    app.delete<{ Params: { id: string } }>(
      '/faq/delete/:id',
      { config: { permission: 'content:write' }, schema: { params: idParamsSchema } },
      async (request) => {
        const removed = await db.deleteFrom('faqs').where('id', '=', request.params.id).returning(['id']).executeTakeFirst();
        if (!removed) throw new AppError(404, 'This FAQ no longer exists');
        return { success: true, message: 'FAQ deleted' };
      },
    );
  };
}
