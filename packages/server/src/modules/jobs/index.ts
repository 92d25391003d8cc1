import type { Kysely, Selectable } from 'kysely';
import type { Database, RecordColumns } from '../../db/schema';
import { recordMeta } from '../../db/record';
import { AppError } from '../../http/app-error';
import { assertCurrentVersion, updatedAtProperty } from '../../http/version-check';
import { isRichTextEmpty, sanitizeRichText } from '../../sanitize/rich-text';
import { defineModule } from '../module';
import { idParamsSchema } from '../../http/common-schemas';

/** Table of migration 520-jobs. */
export interface JobsTable extends RecordColumns {
  title: string;
  department: string;
  description: string;
  overview: string;
  content: string;
  location: string;
  remote: boolean;
  /** The spec's one string: amount, currency code, then 'Monthly' or 'Annual' ('4500 USD Monthly'). */
  salary: string;
}

declare module '../../db/schema' {
  interface Database {
    jobs: JobsTable;
  }
}

const text = (max: number) => ({ type: 'string', maxLength: max }) as const;
const jobBody = {
  type: 'object',
  required: ['title', 'department', 'salary', 'location', 'description', 'content', 'overview'],
  properties: {
    title: text(200), department: text(100), salary: text(60), location: text(200), description: text(2000),
    overview: text(5000), content: { type: 'string', maxLength: 500_000 }, remote: { type: 'boolean' }, updatedAt: updatedAtProperty,
  },
} as const;

interface JobBody {
  title: string;
  department: string;
  salary: string;
  location: string;
  description: string;
  overview: string;
  content: string;
  remote?: boolean;
  updatedAt?: string;
}

const SALARY = /^(-?\d+(?:\.\d{1,2})?) ([A-Z]{3}) (Monthly|Annual)$/;

/** The job's values, checked with the spec's messages (content spec §5); the content sanitized like articles'. */
function readJob(body: JobBody) {
  const values = {
    title: body.title.trim(), department: body.department.trim(), salary: body.salary.trim().replace(/\s+/g, ' '),
    location: body.location.trim(), description: body.description.trim(), overview: body.overview.trim(), content: sanitizeRichText(body.content),
  };
  if (Object.values(values).some((value) => !value) || isRichTextEmpty(values.content)) throw new AppError(400, 'All fields are required');
  const salary = SALARY.exec(values.salary);
  if (!salary) throw new AppError(400, "salary must read like '4500 USD Monthly' (amount, currency code, Monthly or Annual)");
  const amount = Number(salary[1]);
  if (amount < 0) throw new AppError(400, 'Salary cannot be negative');
  if (amount === 0) throw new AppError(400, 'Salary cannot be zero');
  return { ...values, remote: body.remote ?? false };
}

export function jobAnswer(row: Selectable<JobsTable>) {
  return {
    ...recordMeta(row), title: row.title, department: row.department, description: row.description, overview: row.overview,
    content: row.content, location: row.location, remote: row.remote, salary: row.salary,
  };
}

export async function countJobs(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Jobs of the career page (content spec §7). Writes need `content:write`. */
export const jobsModule = defineModule({
  name: 'jobs',
  async routes(app, { db }) {
    app.get('/job/get', async () => (await db.selectFrom('jobs').selectAll().orderBy('created_at', 'desc').execute()).map(jobAnswer));

    app.post<{ Body: JobBody }>('/job/add', { config: { permission: 'content:write' }, schema: { body: jobBody } }, async (request, reply) => {
      const row = await db.insertInto('jobs').values(readJob(request.body)).returningAll().executeTakeFirstOrThrow();
      return reply.code(201).send({ success: true, message: 'Job added', data: jobAnswer(row) });
    });

    app.put<{ Params: { id: string }; Body: JobBody }>(
      '/job/edit/:id',
      { config: { permission: 'content:write' }, schema: { params: idParamsSchema, body: jobBody } },
      async (request) => {
        const values = readJob(request.body);
        const row = await db.transaction().execute(async (tx) => {
          const current = await tx.selectFrom('jobs').select('updated_at').where('id', '=', request.params.id).forUpdate().executeTakeFirst();
          if (!current) throw new AppError(404, 'This job no longer exists');
          assertCurrentVersion(current.updated_at, request.body.updatedAt);
          return tx.updateTable('jobs').set({ ...values, updated_at: new Date() }).where('id', '=', request.params.id).returningAll().executeTakeFirstOrThrow();
        });
        return { success: true, message: 'Job updated', data: jobAnswer(row) };
      },
    );

    app.delete<{ Params: { id: string } }>('/job/delete/:id', { config: { permission: 'content:write' }, schema: { params: idParamsSchema } }, async (request) => {
      const removed = await db.deleteFrom('jobs').where('id', '=', request.params.id).returning('id').executeTakeFirst();
      if (!removed) throw new AppError(404, 'This job no longer exists');
      return { success: true, message: 'Job deleted' };
    });
  },
  dashboard: [{ group: 'general', key: 'jobs', title: 'Jobs', count: countJobs }],
});
