import { sql } from 'kysely';
import { PERMISSIONS } from '../../packages/server/src/auth/permissions';
import { AppError } from '../../packages/server/src/http/app-error';
import { ListQuery } from '@backoffice/contracts';
import { fetchPage } from '../../packages/server/src/db/list-page';
import { listAnswer, readListOptions } from '../../packages/server/src/http/list-options';
import { assertCurrentVersion, updatedAtProperty } from '../../packages/server/src/http/version-check';
import { defineModule } from '../../packages/server/src/modules/module';
import { acceptUpload } from '../../packages/server/src/storage/accept-upload';
import type { UploadKind } from '../../packages/server/src/storage/content-kinds';
import { readMultipart } from '../../packages/server/src/storage/read-multipart';

/**
 * Test-only routes under /api/probe that exercise the core's helpers the way modules will:
 * one route per permission, a typed body, uploads, list options and the version check.
 */
export const probeModule = defineModule({
  name: 'probe',
  async routes(app, { db, storage }) {
    for (const permission of PERMISSIONS) {
      app.post(`/probe/needs/${permission.replace(':', '-')}`, { config: { permission } }, async () => ({
        success: true,
        message: `allowed: ${permission}`,
      }));
    }

    app.post<{ Body: { name: string; row: number; tags?: string[] } }>(
      '/probe/typed',
      {
        config: { permission: 'content:write' },
        schema: {
          body: {
            type: 'object',
            required: ['name', 'row'],
            properties: {
              name: { type: 'string', minLength: 1, maxLength: 20 },
              row: { type: 'number' },
              tags: { type: 'array', items: { type: 'string' } },
            },
          },
        },
      },
      async (request) => ({ success: true, data: request.body }),
    );

    app.get('/probe/public', { config: { public: true } }, async (request) => ({
      success: true,
      signedIn: request.admin !== null,
    }));

    app.post<{ Querystring: { kinds: string; private?: boolean } }>(
      '/probe/upload',
      {
        config: { permission: 'content:write' },
        schema: {
          querystring: {
            type: 'object',
            required: ['kinds'],
            properties: { kinds: { type: 'string' }, private: { type: 'boolean' } },
          },
        },
      },
      async (request) => {
        const form = await readMultipart(request);
        const file = form.files.file;
        if (!file) throw new AppError(400, 'Please choose a file');
        const accepted = await acceptUpload(file, { kinds: request.query.kinds.split(',') as UploadKind[] });
        const stored = await storage.save({
          data: accepted.buffer,
          folder: 'probe',
          ext: accepted.ext,
          private: request.query.private,
        });
        return { success: true, data: { ...stored, ext: accepted.ext, fields: form.fields } };
      },
    );

    app.get('/probe/admins', { schema: { querystring: ListQuery } }, async (request) => {
      const options = readListOptions(request.query);
      let query = db.selectFrom('admins').select(['id', 'email']).orderBy('email');
      if (options.q) query = query.where(sql<boolean>`email ilike ${'%' + options.q + '%'}`);
      const { rows, total } = await fetchPage(query, options);
      return listAnswer(rows, total, options);
    });

    app.put<{ Params: { id: string }; Body: { updatedAt?: string; lastName: string } }>(
      '/probe/admins/:id',
      {
        schema: {
          params: { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } },
          body: {
            type: 'object',
            required: ['lastName'],
            properties: { lastName: { type: 'string' }, updatedAt: updatedAtProperty },
          },
        },
      },
      async (request) => {
        const row = await db.transaction().execute(async (tx) => {
          const current = await tx
            .selectFrom('admins')
            .select('updated_at')
            .where('id', '=', request.params.id)
            .forUpdate()
            .executeTakeFirst();
          if (!current) throw new AppError(404, 'No such admin');
          assertCurrentVersion(current.updated_at, request.body.updatedAt);
          return tx
            .updateTable('admins')
            .set({ l_name: request.body.lastName, updated_at: new Date() })
            .where('id', '=', request.params.id)
            .returning(['updated_at'])
            .executeTakeFirstOrThrow();
        });
        return { success: true, data: { updatedAt: row.updated_at.toISOString() } };
      },
    );

    app.get('/probe/crash', async () => {
      throw new Error('boom');
    });

    // What PostgreSQL raises when two transactions wait on each other.
    app.get('/probe/deadlock', async () => {
      throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
    });
  },
  dashboard: [
    {
      group: 'data',
      key: 'probe-admins',
      title: 'Admins (probe)',
      count: async (db) =>
        Number(
          (
            await db
              .selectFrom('admins')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        ),
    },
  ],
});
