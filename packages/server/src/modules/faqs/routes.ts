import { faqsApi, type Faq, type FaqBody } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { insertAtRow, rowsInOrder, updateAtRow } from '../../db/row-order';
import { AppError } from '../../http/app-error';
import { route } from '../../http/route';
import type { ModuleContext } from '../module';
import type { FaqsTable } from './tables';

const WRITE = { permission: 'content:write' } as const;
const MISSING = 'This FAQ no longer exists';

function faqOf(row: Selectable<FaqsTable>): Faq {
  return { _id: row.id, question: row.question, answer: row.answer, row: Number(row.row), updatedAt: new Date(row.updated_at).toISOString() };
}

/** Blank after trimming counts as missing: the spec's 'Please fill all the fields'. */
function cleaned(body: FaqBody): FaqBody {
  const question = body.question.trim();
  const answer = body.answer.trim();
  if (!question || !answer) throw new AppError(400, 'Please fill all the fields');
  return { question, answer, row: body.row };
}

/** FAQs (content spec §7): list, add, edit, delete. */
export function faqsRoutes(app: FastifyInstance, { db, records }: ModuleContext) {
  route(app, faqsApi.list, {}, async () => ({ success: true, data: (await rowsInOrder(db, 'faqs')).map(faqOf) }));

  route(app, faqsApi.add, WRITE, async (request, reply) => {
    const input = cleaned(request.body);
    const created = await records.create('faqs', (tx) => insertAtRow(tx, 'faqs', input));
    reply.code(201);
    return { success: true, message: 'FAQ added', data: faqOf(created) };
  });

  route(app, faqsApi.edit, WRITE, async (request) => {
    const { id } = request.params;
    // Fields not sent keep their stored values (the row too: it then stays where it is).
    const updated = await records.update({
      table: 'faqs', id, missing: MISSING,
      write: (tx, current) => updateAtRow(tx, 'faqs', id, cleaned({ question: current.question, answer: current.answer, row: Number(current.row), ...request.body })),
    });
    return { success: true, message: 'FAQ updated', data: faqOf(updated) };
  });

  route(app, faqsApi.remove, WRITE, async (request) => {
    await records.remove({ table: 'faqs', id: request.params.id, missing: MISSING });
    return { success: true, message: 'FAQ deleted' };
  });
}
