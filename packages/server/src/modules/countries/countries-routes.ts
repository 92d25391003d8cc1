import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { CountriesTables } from './countries-tables';
import { FLAG_MAX_BYTES, readCountryFields } from './countries-input';
import { addCountry, deleteCountry, editCountry, listRegions } from './countries-queries';
import { requiredVersion } from '../../http/version-check';
import { writeWithFile, type UploadSupport } from '../upload-support';
import { AppError } from '../../http/app-error';
import { idParamsSchema } from '../../http/common-schemas';

const FLAG_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml'];

/** Countries covered (content spec §7): list, add, edit, delete. Writes need `content:write`. */
export function countriesRoutes(db: Kysely<CountriesTables>, uploads: UploadSupport) {
  return async function routes(app: FastifyInstance) {
    app.get('/getAllCountries', async () => ({ success: true, data: await listRegions(db) }));

    app.post('/addCountry', { config: { permission: 'content:write' } }, async (request, reply) => {
      const form = await uploads.readForm(request, { fileField: 'flag', maxBytes: FLAG_MAX_BYTES, types: FLAG_TYPES });
      const fields = readCountryFields(form.fields, 'Please fill all fields');
      if ('error' in fields) throw new AppError(400, fields.error);
      if (!form.file) throw new AppError(400, 'Please fill all fields');
      const country = await writeWithFile(uploads, form.file, 'flags', (flag) => addCountry(db, fields, flag!));
      return reply.code(201).send({ success: true, message: 'Country added', data: country });
    });

    app.put<{ Params: { id: string } }>(
      '/editCountry/:id',
      { config: { permission: 'content:write' }, schema: { params: idParamsSchema } },
      async (request) => {
        const form = await uploads.readForm(request, { fileField: 'flag', maxBytes: FLAG_MAX_BYTES, types: FLAG_TYPES });
        const fields = readCountryFields(form.fields, 'All fields are required!');
        if ('error' in fields) throw new AppError(400, fields.error);
        const updatedAt = requiredVersion(form.fields.updatedAt);
        const result = await writeWithFile(uploads, form.file, 'flags', (flag) => editCountry(db, request.params.id, fields, flag, updatedAt));
        if (result.replacedFlag) await uploads.remove(result.replacedFlag);
        return { success: true, message: 'Country updated', data: result.country };
      },
    );

    app.delete<{ Params: { id: string } }>(
      '/deleteCountry/:id',
      { config: { permission: 'content:write' }, schema: { params: idParamsSchema } },
      async (request) => {
        const removed = await deleteCountry(db, request.params.id);
        if (!removed) throw new AppError(404, 'This country is no longer on the map');
        await uploads.remove(removed.flag);
        return { success: true, message: 'Country deleted' };
      },
    );
  };
}
