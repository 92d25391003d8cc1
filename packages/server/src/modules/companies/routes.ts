import { COMPANY_LOGO_MAX_BYTES, companiesApi, type Company } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { insertAtRow, parseRow, rowsInOrder, updateAtRow } from '../../db/row-order';
import { AppError } from '../../http/app-error';
import { route } from '../../http/route';
import { cleanSvg } from '../../sanitize/markup-pool';
import { NotAnSvg } from '../../storage/svg-sanitizer';
import type { ModuleContext } from '../module';
import type { CompaniesTable } from './tables';

/** Any image is read, so that a PNG renamed .svg gets a clear 400 instead of a generic type error. */
const LOGO = { kinds: ['image', 'svg'], maxBytes: COMPANY_LOGO_MAX_BYTES, cleanSvg: true } as const;
const WRITE = { permission: 'content:write' } as const;

function companyOf(row: Selectable<CompaniesTable>): Company {
  return { _id: row.id, name: row.name, url: row.logo, row: Number(row.row), dateCreated: new Date(row.created_at).toISOString(), updatedAt: new Date(row.updated_at).toISOString() };
}

/** The name as sent, checked: 400 with the form's own messages. */
function readName(value: string | undefined): string {
  const name = (value ?? '').trim();
  if (!name) throw new AppError(400, 'Please enter the company name');
  if (name.length > 120) throw new AppError(400, 'The company name must be at most 120 characters');
  return name;
}

/** The uploaded logo as the sanitised SVG to store; 400 when it is not an SVG. */
async function cleanLogo(file: { ext: string; buffer: Buffer }): Promise<Buffer> {
  try {
    if (file.ext !== 'svg') throw new NotAnSvg();
    return Buffer.from(await cleanSvg(file.buffer, 'logo'));
  } catch (error) {
    if (error instanceof NotAnSvg) throw new AppError(400, 'The logo must be an SVG image');
    throw error;
  }
}

const MISSING = 'This company no longer exists';

/** Partner companies (admin spec §7): list, add (multipart name, row, SVG logo), delete. */
export function companiesRoutes(app: FastifyInstance, { db, uploads, records }: ModuleContext) {
  route(app, companiesApi.list, {}, async () => ({ success: true, data: { data: (await rowsInOrder(db, 'companies')).map(companyOf) } }));

  route(app, companiesApi.add, WRITE, async (request, reply) => {
    const form = await uploads.read(request, { logo: LOGO });
    const name = readName(form.fields.name);
    const row = parseRow(form.fields.row);
    if (row === null) throw new AppError(400, 'Row must be a whole number from 1');
    const file = form.files.logo;
    if (!file) throw new AppError(400, 'Please upload the company logo (.svg)');
    const created = await uploads.withFile({ ...file, buffer: await cleanLogo(file) }, 'companies', (logo) =>
      records.create('companies', (tx) => insertAtRow(tx, 'companies', { name, logo: logo!, row })),
    );
    reply.code(201);
    return { success: true, message: 'Company added', data: companyOf(created) };
  });

  // Fields left out keep their stored values; a new logo replaces the old file (removed once the write commits).
  route(app, companiesApi.edit, WRITE, async (request) => {
    const form = await uploads.read(request, { logo: LOGO });
    const { id } = request.params;
    const file = form.files.logo;
    const result = await uploads.withFile(file ? { ...file, buffer: await cleanLogo(file) } : undefined, 'companies', (logo) =>
      records.update({
        table: 'companies', id, missing: MISSING, version: form.fields.updatedAt,
        async write(tx, current) {
          const name = readName(form.fields.name ?? current.name);
          const row = form.fields.row === undefined ? Number(current.row) : parseRow(form.fields.row);
          if (row === null) throw new AppError(400, 'Row must be a whole number from 1');
          const nextLogo = logo ?? current.logo;
          return { updated: await updateAtRow(tx, 'companies', id, { name, row, logo: nextLogo }), dropped: nextLogo !== current.logo ? current.logo : null };
        },
        dropsFiles: ({ dropped }) => [dropped],
      }),
    );
    return { success: true, message: 'Company updated', data: companyOf(result.updated) };
  });

  route(app, companiesApi.remove, WRITE, async (request) => {
    await records.remove({ table: 'companies', id: request.params.id, missing: MISSING, dropsFiles: (row) => [row.logo] });
    return { success: true, message: 'Company deleted' };
  });
}
