import { COMPANY_LOGO_MAX_BYTES, companiesApi, type Company } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { filesLetGo, filesOfRecord } from '../../content-state/files';
import { readPublishingInput } from '../../content-state/input';
import { newRecordPublishing, saveContentEdit, savedMessage } from '../../content-state/save';
import { publishingOf, withDraft } from '../../content-state/state';
import { insertAtRow, parseRow, rowsInOrder, updateAtRow } from '../../db/row-order';
import { AppError } from '../../http/app-error';
import { removesRecord } from '../../http/remove-record';
import { route } from '../../http/route';
import type { ModuleContext } from '../module';
import type { CompaniesTable } from './tables';

/** Any image is read, so that a PNG renamed .svg gets a clear 400 instead of a generic type error. */
const LOGO = { kinds: ['image', 'svg'], maxBytes: COMPANY_LOGO_MAX_BYTES, cleanSvg: true } as const;
const WRITE = { permission: 'content:write' } as const;

type CompanyRow = Selectable<CompaniesTable>;

/** A company as its editors see it: its draft's values when it has one, and its publishing state. */
function companyOf(row: CompanyRow): Company {
  const working = withDraft(row);
  return {
    _id: row.id,
    name: working.name,
    url: working.logo,
    row: Number(working.row),
    dateCreated: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    ...publishingOf(row),
  };
}

/** The name as sent, checked: 400 with the form's own messages. */
function readName(value: string | undefined): string {
  const name = (value ?? '').trim();
  if (!name) throw new AppError(400, 'Please enter the company name');
  if (name.length > 120) throw new AppError(400, 'The company name must be at most 120 characters');
  return name;
}

/** The uploaded logo, already cleaned by the upload check (`cleanSvg`); 400 when it is a raster image. */
function svgLogo<File extends { ext: string }>(file: File): File {
  if (file.ext !== 'svg') throw new AppError(400, 'The logo must be an SVG image');
  return file;
}

const MISSING = 'This company no longer exists';

/** Partner companies: list, add (multipart name, row, SVG logo), delete. */
export function companiesRoutes(app: FastifyInstance, { db, uploads }: ModuleContext) {
  route(app, companiesApi.list, {}, async () => ({
    success: true,
    data: { data: (await rowsInOrder(db, 'companies')).map(companyOf) },
  }));

  route(app, companiesApi.add, WRITE, async (request, reply) => {
    const form = await uploads.read(request, { logo: LOGO });
    const name = readName(form.fields.name);
    const row = parseRow(form.fields.row);
    if (row === null) throw new AppError(400, 'Row must be a whole number from 1');
    const file = form.files.logo;
    if (!file) throw new AppError(400, 'Please upload the company logo (.svg)');
    const publishing = newRecordPublishing(readPublishingInput(form.fields, request), request);
    const created = await uploads.withFile(svgLogo(file), 'companies', (logo) =>
      request.records.create('companies', (tx) =>
        insertAtRow(tx, 'companies', { name, logo: logo!, row, ...publishing }),
      ),
    );
    reply.code(201);
    return {
      success: true,
      message: publishing.published ? 'Company added' : 'Company saved as a draft',
      data: companyOf(created),
    };
  });

  // Fields left out keep their values as the editors see them; a new logo replaces the old file (removed once the
  // write commits; an editor's new logo waits in the draft, the published one stays). Saved as published or as a
  // draft (docs/editorial-workflow.md).
  route(app, companiesApi.edit, WRITE, async (request) => {
    const form = await uploads.read(request, { logo: LOGO });
    const input = readPublishingInput(form.fields, request);
    const { id } = request.params;
    const file = form.files.logo;
    const updated = await uploads.withFile(file ? svgLogo(file) : undefined, 'companies', (logo) =>
      saveContentEdit<CompanyRow>(request.records, {
        table: 'companies',
        id,
        missing: MISSING,
        version: form.fields.updatedAt,
        request,
        input,
        values(working) {
          const name = readName(form.fields.name ?? working.name);
          const row = form.fields.row === undefined ? Number(working.row) : parseRow(form.fields.row);
          if (row === null) throw new AppError(400, 'Row must be a whole number from 1');
          return { name, row, logo: logo ?? working.logo };
        },
        writeLive: (tx, rowId, values) =>
          updateAtRow(tx, 'companies', rowId, values as { name: string; row: number; logo: string }),
        dropsFiles: (before, after) => filesLetGo(before, after, ['logo']),
      }),
    );
    return {
      success: true,
      message: savedMessage(updated, 'Company updated', 'Company saved as a draft'),
      data: companyOf(updated),
    };
  });

  route(
    app,
    companiesApi.remove,
    WRITE,
    removesRecord(
      {
        table: 'companies',
        missing: MISSING,
        dropsFiles: (row) => filesOfRecord(row, ['logo']),
      },
      'Company deleted',
    ),
  );
}
