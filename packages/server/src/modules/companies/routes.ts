import { COMPANY_LOGO_MAX_BYTES, companiesApi, type Company } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { insertAtRow, parseRow, rowsInOrder } from '../../db/row-order';
import { AppError } from '../../http/app-error';
import { route } from '../../http/route';
import { NotAnSvg, sanitizeSvg } from '../../storage/svg-sanitizer';
import type { ModuleContext } from '../module';
import type { CompaniesTable } from './tables';

/** Any image is read, so that a PNG renamed .svg gets a clear 400 instead of a generic type error. */
const LOGO = { kinds: ['image', 'svg'], maxBytes: COMPANY_LOGO_MAX_BYTES, cleanSvg: true } as const;
const WRITE = { permission: 'content:write' } as const;

function companyOf(row: Selectable<CompaniesTable>): Company {
  return { _id: row.id, name: row.name, url: row.logo, row: Number(row.row), dateCreated: new Date(row.created_at).toISOString() };
}

/** Partner companies (admin spec §7): list, add (multipart name, row, SVG logo), delete. */
export function companiesRoutes(app: FastifyInstance, { db, uploads, records }: ModuleContext) {
  route(app, companiesApi.list, {}, async () => ({ success: true, data: { data: (await rowsInOrder(db, 'companies')).map(companyOf) } }));

  route(app, companiesApi.add, WRITE, async (request, reply) => {
    const form = await uploads.read(request, { logo: LOGO });
    const name = (form.fields.name ?? '').trim();
    const row = parseRow(form.fields.row);
    if (!name) throw new AppError(400, 'Please enter the company name');
    if (name.length > 120) throw new AppError(400, 'The company name must be at most 120 characters');
    if (row === null) throw new AppError(400, 'Row must be a whole number from 1');
    const file = form.files.logo;
    if (!file) throw new AppError(400, 'Please upload the company logo (.svg)');
    let svg: string;
    try {
      if (file.ext !== 'svg') throw new NotAnSvg();
      svg = sanitizeSvg(file.buffer);
    } catch (error) {
      if (error instanceof NotAnSvg) throw new AppError(400, 'The logo must be an SVG image');
      throw error;
    }
    const created = await uploads.withFile({ ...file, buffer: Buffer.from(svg) }, 'companies', (logo) =>
      records.create('companies', (tx) => insertAtRow(tx, 'companies', { name, logo: logo!, row })),
    );
    reply.code(201);
    return { success: true, message: 'Company added', data: companyOf(created) };
  });

  route(app, companiesApi.remove, WRITE, async (request) => {
    await records.remove({ table: 'companies', id: request.params.id, missing: 'This company no longer exists', dropsFiles: (row) => [row.logo] });
    return { success: true, message: 'Company deleted' };
  });
}
