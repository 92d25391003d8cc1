import { jobsApi, type Job, type JobBody } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { withRecordMeta } from '../../db/record';
import { updateRow } from '../../db/record-writes';
import { AppError } from '../../http/app-error';
import { route } from '../../http/route';
import { cleanRichText } from '../../sanitize/markup-pool';
import type { ModuleContext } from '../module';
import type { JobsTable } from './tables';

const SALARY = /^(-?\d+(?:\.\d{1,2})?) ([A-Z]{3}) (Monthly|Annual)$/;
const WRITE = { permission: 'content:write' } as const;
const MISSING = 'This job no longer exists';

/** The job's values, checked with the spec's messages (content spec §5); `content` is body.content as cleanRichText made it. */
function readJob(body: JobBody, content: { html: string; empty: boolean }) {
  const values = {
    title: body.title.trim(), department: body.department.trim(), salary: body.salary.trim().replace(/\s+/g, ' '),
    location: body.location.trim(), description: body.description.trim(), overview: body.overview.trim(), content: content.html,
  };
  if (Object.values(values).some((value) => !value) || content.empty) throw new AppError(400, 'All fields are required');
  const salary = SALARY.exec(values.salary);
  if (!salary) throw new AppError(400, "salary must read like '4500 USD Monthly' (amount, currency code, Monthly or Annual)");
  const amount = Number(salary[1]);
  if (amount < 0) throw new AppError(400, 'Salary cannot be negative');
  if (amount === 0) throw new AppError(400, 'Salary cannot be zero');
  return { ...values, remote: body.remote ?? false };
}

/** The stored job as an edit body. */
const jobBodyOf = (row: Selectable<JobsTable>): JobBody => ({
  title: row.title, department: row.department, salary: row.salary, location: row.location, description: row.description, content: row.content, overview: row.overview, remote: row.remote,
});

function jobOf(row: Selectable<JobsTable>): Job {
  return withRecordMeta(row, {
    title: row.title, department: row.department, description: row.description, overview: row.overview,
    content: row.content, location: row.location, remote: row.remote, salary: row.salary,
  });
}

/** Jobs of the career page (content spec §7). */
export function jobsRoutes(app: FastifyInstance, { db, records }: ModuleContext) {
  route(app, jobsApi.list, {}, async () => (await db.selectFrom('jobs').selectAll().orderBy('created_at', 'desc').execute()).map(jobOf));

  route(app, jobsApi.add, WRITE, async (request, reply) => {
    const values = readJob(request.body, await cleanRichText(request.body.content));
    const row = await records.create('jobs', (tx) => tx.insertInto('jobs').values(values).returningAll().executeTakeFirstOrThrow());
    reply.code(201);
    return { success: true, message: 'Job added', data: jobOf(row) };
  });

  route(app, jobsApi.edit, WRITE, async (request) => {
    const { id } = request.params;
    // Fields not sent keep their stored values; the merged job is checked as a new one is.
    // The content sent is cleaned before the transaction opens; the stored one only when none is sent.
    const sent = request.body.content === undefined ? null : await cleanRichText(request.body.content);
    const row = await records.update({
      table: 'jobs', id, missing: MISSING, version: request.body.updatedAt,
      write: async (tx, current) => updateRow(tx, 'jobs', id, readJob({ ...jobBodyOf(current), ...request.body }, sent ?? (await cleanRichText(current.content)))),
    });
    return { success: true, message: 'Job updated', data: jobOf(row) };
  });

  route(app, jobsApi.remove, WRITE, async (request) => {
    await records.remove({ table: 'jobs', id: request.params.id, missing: MISSING });
    return { success: true, message: 'Job deleted' };
  });
}
