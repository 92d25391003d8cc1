import { jobsApi, type Job, type JobBody } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { readPublishingInput } from '../../content-state/input';
import { newRecordPublishing, saveContentEdit, savedMessage } from '../../content-state/save';
import { publishingOf, withDraft } from '../../content-state/state';
import { withRecordMeta } from '../../db/record';
import { updateRow } from '../../db/record-writes';
import { AppError } from '../../http/app-error';
import { removesRecord } from '../../http/remove-record';
import { route } from '../../http/route';
import { cleanRichText } from '../../sanitize/markup-pool';
import type { ModuleContext } from '../module';
import type { JobsTable } from './tables';

const SALARY = /^(-?\d+(?:\.\d{1,2})?) ([A-Z]{3}) (Monthly|Annual)$/;
const WRITE = { permission: 'content:write' } as const;
const MISSING = 'This job no longer exists';

/** The job's values, checked with the spec's messages; `content` is body.content as cleanRichText made it. */
function readJob(body: JobBody, content: { html: string; empty: boolean }) {
  const values = {
    title: body.title.trim(),
    department: body.department.trim(),
    salary: body.salary.trim().replace(/\s+/g, ' '),
    location: body.location.trim(),
    description: body.description.trim(),
    overview: body.overview.trim(),
    content: content.html,
  };
  if (Object.values(values).some((value) => !value) || content.empty)
    throw new AppError(400, 'All fields are required');
  const salary = SALARY.exec(values.salary);
  if (!salary)
    throw new AppError(400, "salary must read like '4500 USD Monthly' (amount, currency code, Monthly or Annual)");
  const amount = Number(salary[1]);
  if (amount < 0) throw new AppError(400, 'Salary cannot be negative');
  if (amount === 0) throw new AppError(400, 'Salary cannot be zero');
  return { ...values, remote: body.remote ?? false };
}

type JobRow = Selectable<JobsTable>;

/** The job as its editors see it, as an edit body. */
const jobBodyOf = (row: JobRow): JobBody => ({
  title: row.title,
  department: row.department,
  salary: row.salary,
  location: row.location,
  description: row.description,
  content: row.content,
  overview: row.overview,
  remote: row.remote,
});

/** A job as its editors see it: its draft's values when it has one, and its publishing state. */
function jobOf(row: JobRow): Job {
  const working = withDraft(row);
  return withRecordMeta(row, {
    title: working.title,
    department: working.department,
    description: working.description,
    overview: working.overview,
    content: working.content,
    location: working.location,
    remote: working.remote,
    salary: working.salary,
    ...publishingOf(row),
  });
}

/** Jobs of the career page. */
export function jobsRoutes(app: FastifyInstance, { db }: ModuleContext) {
  route(app, jobsApi.list, {}, async () =>
    (await db.selectFrom('jobs').selectAll().orderBy('created_at', 'desc').execute()).map(jobOf),
  );

  route(app, jobsApi.add, WRITE, async (request, reply) => {
    const values = readJob(request.body, await cleanRichText(request.body.content));
    const publishing = newRecordPublishing(readPublishingInput(request.body, request), request);
    const row = await request.records.create('jobs', (tx) =>
      tx
        .insertInto('jobs')
        .values({ ...values, ...publishing })
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
    reply.code(201);
    return { success: true, message: publishing.published ? 'Job added' : 'Job saved as a draft', data: jobOf(row) };
  });

  // Saved as published or as a draft (docs/editorial-workflow.md).
  route(app, jobsApi.edit, WRITE, async (request) => {
    const { id } = request.params;
    // Fields not sent keep their values as the editors see them; the merged job is checked as a new one is.
    // The content sent is cleaned before the transaction opens; the stored one only when none is sent.
    const sent = request.body.content === undefined ? null : await cleanRichText(request.body.content);
    const row = await saveContentEdit<JobRow>(request.records, {
      table: 'jobs',
      id,
      missing: MISSING,
      version: request.body.updatedAt,
      request,
      input: readPublishingInput(request.body, request),
      values: async (working) =>
        readJob({ ...jobBodyOf(working), ...request.body }, sent ?? (await cleanRichText(working.content))),
      writeLive: (tx, rowId, values) => updateRow(tx, 'jobs', rowId, values),
    });
    return {
      success: true,
      message: savedMessage(row, 'Job updated', 'Job saved as a draft'),
      data: jobOf(row),
    };
  });

  route(app, jobsApi.remove, WRITE, removesRecord({ table: 'jobs', missing: MISSING }, 'Job deleted'));
}
