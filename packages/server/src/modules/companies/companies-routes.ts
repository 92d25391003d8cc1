import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { CompaniesTables } from './companies-tables';
import type { UploadSupport } from '../upload-support';
import { makeRoomAt, parseRow } from '../row-order';
import { NotAnSvg, sanitizeSvg } from './svg-sanitizer';
import { AppError } from '../../http/app-error';
import { idParamsSchema } from '../../http/common-schemas';

export const LOGO_MAX_BYTES = 1024 * 1024;
/** Any image is read, so that a PNG renamed .svg gets a clear 400 instead of a generic type error. */
const READ_TYPES = ['image/svg+xml', 'image/png', 'image/jpeg', 'image/webp', 'image/gif'];

function companyOf(row: { id: string; name: string; logo: string; row: number; created_at: Date | string }) {
  return { _id: row.id, name: row.name, url: row.logo, row: Number(row.row), dateCreated: new Date(row.created_at).toISOString() };
}

/** Partner companies (admin spec §7): list, add (multipart name, row, SVG logo), delete. Writes need `content:write`. */
export function companiesRoutes(db: Kysely<CompaniesTables>, uploads: UploadSupport) {
  return async function routes(app: FastifyInstance) {
    app.get('/companies', async () => {
      const rows = await db.selectFrom('companies').selectAll().orderBy('row').orderBy('created_at').execute();
      return { success: true, data: { data: rows.map(companyOf) } };
    });

    app.post('/companies/add', { config: { permission: 'content:write' } }, async (request, reply) => {
      const form = await uploads.readForm(request, { fileField: 'logo', maxBytes: LOGO_MAX_BYTES, types: READ_TYPES });
      const name = (form.fields.name ?? '').trim();
      const row = parseRow(form.fields.row);
      if (!name) throw new AppError(400, 'Please enter the company name');
      if (name.length > 120) throw new AppError(400, 'The company name must be at most 120 characters');
      if (row === null) throw new AppError(400, 'Row must be a whole number from 1');
      if (!form.file) throw new AppError(400, 'Please upload the company logo (.svg)');
      let svg: string;
      try {
        if (form.file.mimetype !== 'image/svg+xml') throw new NotAnSvg();
        svg = sanitizeSvg(form.file.buffer);
      } catch (error) {
        if (error instanceof NotAnSvg) throw new AppError(400, 'The logo must be an SVG image');
        throw error;
      }
      const base = form.file.filename.replace(/\.svg$/i, '').replace(/[^\w.-]+/g, '-').slice(0, 60) || 'logo';
      const logo = await uploads.store({ buffer: Buffer.from(svg), filename: `${base}.svg`, mimetype: 'image/svg+xml' }, 'companies');
      try {
        const created = await db.transaction().execute(async (trx) => {
          await makeRoomAt(trx, 'companies', row);
          return trx.insertInto('companies').values({ name, logo, row }).returningAll().executeTakeFirstOrThrow();
        });
        return reply.code(201).send({ success: true, message: 'Company added', data: companyOf(created) });
      } catch (error) {
        await uploads.remove(logo);
        throw error;
      }
    });

    app.delete<{ Params: { id: string } }>(
      '/companies/:id',
      { config: { permission: 'content:write' }, schema: { params: idParamsSchema } },
      async (request) => {
        const removed = await db.deleteFrom('companies').where('id', '=', request.params.id).returning(['logo']).executeTakeFirst();
        if (!removed) throw new AppError(404, 'This company no longer exists');
        await uploads.remove(removed.logo);
        return { success: true, message: 'Company deleted' };
      },
    );
  };
}
