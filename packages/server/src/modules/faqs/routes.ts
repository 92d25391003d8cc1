import { faqsApi, type Faq } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { readPublishingInput } from '../../content-state/input';
import { newRecordPublishing, saveContentEdit, savedMessage } from '../../content-state/save';
import { publishingOf, withDraft } from '../../content-state/state';
import { insertAtRow, rowsInOrder, updateAtRow } from '../../db/row-order';
import { AppError } from '../../http/app-error';
import { removesRecord } from '../../http/remove-record';
import { route } from '../../http/route';
import type { ModuleContext } from '../module';
import type { FaqsTable } from './tables';

const WRITE = { permission: 'content:write' } as const;
const MISSING = 'This FAQ no longer exists';

type FaqRow = Selectable<FaqsTable>;

/** A FAQ as its editors see it: its draft's values when it has one, and its publishing state. */
function faqOf(row: FaqRow): Faq {
  const working = withDraft(row);
  return {
    _id: row.id,
    question: working.question,
    answer: working.answer,
    row: Number(working.row),
    updatedAt: new Date(row.updated_at).toISOString(),
    ...publishingOf(row),
  };
}

/** Blank after trimming counts as missing: the spec's 'Please fill all the fields'. */
function cleaned(body: { question: string; answer: string; row: number }) {
  const question = body.question.trim();
  const answer = body.answer.trim();
  if (!question || !answer) throw new AppError(400, 'Please fill all the fields');
  return { question, answer, row: body.row };
}

/** FAQs: list, add, edit, delete; each saved as published or as a draft (docs/editorial-workflow.md). */
export function faqsRoutes(app: FastifyInstance, { db }: ModuleContext) {
  route(app, faqsApi.list, {}, async () => ({ success: true, data: (await rowsInOrder(db, 'faqs')).map(faqOf) }));

  route(app, faqsApi.add, WRITE, async (request, reply) => {
    const input = cleaned(request.body);
    const publishing = newRecordPublishing(readPublishingInput(request.body, request), request);
    const created = await request.records.create('faqs', (tx) => insertAtRow(tx, 'faqs', { ...input, ...publishing }));
    reply.code(201);
    return {
      success: true,
      message: publishing.published ? 'FAQ added' : 'FAQ saved as a draft',
      data: faqOf(created),
    };
  });

  route(app, faqsApi.edit, WRITE, async (request) => {
    const { id } = request.params;
    const { question, answer, row } = request.body;
    const updated = await saveContentEdit<FaqRow>(request.records, {
      table: 'faqs',
      id,
      missing: MISSING,
      request,
      input: readPublishingInput(request.body, request),
      // Fields not sent keep their values as the editors see them (the row too: it then stays where it is).
      values: (working) =>
        cleaned({
          question: question ?? working.question,
          answer: answer ?? working.answer,
          row: row ?? Number(working.row),
        }),
      writeLive: (tx, rowId, values) =>
        updateAtRow(tx, 'faqs', rowId, values as { question: string; answer: string; row: number }),
    });
    return {
      success: true,
      message: savedMessage(updated, 'FAQ updated', 'FAQ saved as a draft'),
      data: faqOf(updated),
    };
  });

  route(app, faqsApi.remove, WRITE, removesRecord({ table: 'faqs', missing: MISSING }, 'FAQ deleted'));
}
