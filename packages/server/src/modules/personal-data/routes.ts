import { personalDataApi, type PersonalDataErased, type PersonalDataHits } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import { normaliseEmail } from '../../auth/email-address';
import { route } from '../../http/route';
import type { ModuleContext } from '../module';
import { personalDataZip } from './export-zip';
import { eraseExtRecords, extFilesOf, extRecordsFor, plainExtRecord } from './ext-records';
import { eraseEverywhere, everythingFor, filesOf, plainRow } from './queries';

const counts = (found: Awaited<ReturnType<typeof everythingFor>>) =>
  Object.fromEntries(found.map(({ collection, rows }) => [collection.key, rows.length]));

/**
 * Personal-data requests (admin and superAdmin): find, export and erase everything held about an e-mail
 * address. The address travels in the body, never the URL (which ends up in logs). The activity log records
 * exports and erasures with counts only, never the address or the values.
 */
export function personalDataRoutes(app: FastifyInstance, { db, storage, plugins }: ModuleContext) {
  route(app, personalDataApi.find, { permission: 'data:manage' }, async (request) => {
    const email = normaliseEmail(request.body.email);
    const found = await everythingFor(db, email);
    const ext = await extRecordsFor(db, plugins.personalTypes(), email);
    const collections: PersonalDataHits[] = [
      ...found.map(({ collection, rows }) => ({
        collection: collection.key,
        source: 'built-in' as const,
        title: collection.title,
        records: rows.map((row) => plainRow(collection, row)),
        files: filesOf(collection, rows).length,
      })),
      ...ext.map((hits) => ({
        collection: hits.collection,
        source: 'plugin' as const,
        plugin: hits.type.plugin,
        contentType: hits.type.name,
        title: `${hits.type.label} (${hits.type.plugin})`,
        records: hits.rows.map(plainExtRecord),
        files: extFilesOf(hits).length,
      })),
    ];
    return {
      success: true,
      data: { email, collections, total: collections.reduce((sum, entry) => sum + entry.records.length, 0) },
    };
  });

  route(app, personalDataApi.exportZip, { permission: 'data:manage' }, async (request, reply) => {
    const email = normaliseEmail(request.body.email);
    const found = await everythingFor(db, email);
    const ext = await extRecordsFor(db, plugins.personalTypes(), email);
    const zip = await personalDataZip(storage, email, found, ext);
    const extCounts = Object.fromEntries(ext.map((hits) => [hits.collection, hits.rows.length]));
    await request.records.event({
      action: 'export',
      table: '',
      label: 'Personal data export',
      details: { records: { ...counts(found), ...extCounts } },
    });
    return reply
      .type('application/zip')
      .header('content-disposition', 'attachment; filename="personal-data.zip"')
      .header('cache-control', 'no-store')
      .send(zip);
  });

  route(app, personalDataApi.erase, { permission: 'data:manage' }, async (request) => {
    const email = normaliseEmail(request.body.email);
    // Every collection in one transaction with its log entry: all of it goes, or nothing does.
    const types = plugins.personalTypes();
    const { erased, ext, files } = await request.records.event(
      (done: { erased: PersonalDataErased['erased']; ext: PersonalDataErased['ext']; files: string[] }) => ({
        action: 'erase',
        table: '',
        label: 'Personal data erased',
        details: { records: { ...done.erased, ...done.ext }, files: done.files.length },
      }),
      async (tx) => {
        const own = await eraseExtRecords(tx, types, email);
        const builtIn = await eraseEverywhere(tx, email, [own.records]);
        return { erased: builtIn.erased, ext: own.erased, files: [...builtIn.files, ...own.files] };
      },
    );
    // Private files go once the rows are gone for good; a failure is logged, the person stays erased.
    for (const key of files) {
      try {
        await storage.remove(key);
      } catch (error) {
        request.log.error({ err: error }, 'A personal-data file could not be removed');
      }
    }
    const total = [...Object.values(erased), ...Object.values(ext)].reduce((sum, count) => sum + count, 0);
    return {
      success: true,
      message: total === 0 ? 'Nothing was held for this address' : `${total} records and ${files.length} files erased`,
      data: { erased, ext, files: files.length },
    };
  });
}
