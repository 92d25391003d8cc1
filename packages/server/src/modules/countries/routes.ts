import { countriesApi, FLAG_MAX_BYTES } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { route } from '../../http/route';
import { retryWhileChanged } from '../../db/partial-update';
import { readPublishingInput } from '../../content-state/input';
import { newRecordPublishing } from '../../content-state/save';
import type { ModuleContext } from '../module';
import { readCountryFields } from './input';
import { addCountry, deleteCountry, editCountry, listRegions, storedCountryFields } from './queries';

const FLAG = { kinds: ['image', 'svg'], maxBytes: FLAG_MAX_BYTES, cleanSvg: true } as const;
const WRITE = { permission: 'content:write' } as const;

/**
 * A form's publishing fields: the shared `status` is sent as `publishStatus` (the spec's `countryStatus` is the
 * country's Active / Inactive / Pending; docs/editorial-workflow.md).
 */
const publishingFieldsOf = (fields: Record<string, string | undefined>) => ({
  status: fields.publishStatus,
  publishAt: fields.publishAt,
  unpublishAt: fields.unpublishAt,
});

/** Countries covered: list, add, edit, delete; each saved as published or as a draft. */
export function countriesRoutes(app: FastifyInstance, { db, uploads }: ModuleContext) {
  route(app, countriesApi.list, {}, async () => ({ success: true, data: { data: await listRegions(db) } }));

  route(app, countriesApi.add, WRITE, async (request, reply) => {
    const form = await uploads.read(request, { flag: FLAG });
    const fields = readCountryFields(form.fields, 'Please fill all fields');
    if (!form.files.flag) throw new AppError(400, 'Please fill all fields');
    const publishing = newRecordPublishing(readPublishingInput(publishingFieldsOf(form.fields), request), request);
    const country = await uploads.withFile(form.files.flag, 'flags', (flag) =>
      addCountry(request.records, fields, flag!, publishing),
    );
    reply.code(201);
    return {
      success: true,
      message: publishing.published ? 'Country added' : 'Country saved as a draft',
      data: country,
    };
  });

  route(app, countriesApi.edit, WRITE, async (request) => {
    const form = await uploads.read(request, { flag: FLAG });
    const updatedAt = form.fields.updatedAt;
    const input = readPublishingInput(publishingFieldsOf(form.fields), request);
    // Fields not sent keep their stored values; a field sent empty is still refused as required.
    const country = await retryWhileChanged(async () => {
      const stored = await storedCountryFields(db, request.params.id);
      const fields = readCountryFields({ ...stored.fields, ...form.fields }, 'All fields are required!');
      return uploads.withFile(form.files.flag, 'flags', (flag) =>
        editCountry(request.records, request.params.id, {
          fields,
          newFlag: flag,
          updatedAt,
          basedOn: stored.basedOn,
          request,
          input,
        }),
      );
    });
    return {
      success: true,
      message: country.state === 'published' ? 'Country updated' : 'Country saved as a draft',
      data: country,
    };
  });

  route(app, countriesApi.remove, WRITE, async (request) => {
    await deleteCountry(request.records, request.params.id);
    return { success: true, message: 'Country deleted' };
  });
}
