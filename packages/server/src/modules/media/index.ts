import { defineJob } from '../../jobs/job-definition';
import { defineModule } from '../module';
import { backfillLibrary, LIBRARY_FOLDER } from './backfill';
import { mediaMigration } from './migrations/800-media';
import { mediaFocalPointMigration } from './migrations/801-media-focal-point';
import { countMissingAlt } from './missing-alt';
import { mediaRoutes } from './routes';
import { MEDIA_VARIANTS_QUEUE, VARIANTS_FOLDER, makeVariants } from './variants';

/**
 * The media library (issue 37, docs/media.md): every public image stored once per content (the library itself is
 * core, src/storage/media-library.ts, behind every upload), its alt text, where it is used, its responsive variants.
 */
export const mediaModule = defineModule({
  name: 'media',
  migrations: { '800-media': mediaMigration, '801-media-focal-point': mediaFocalPointMigration },
  dashboard: [
    {
      group: 'general',
      key: 'media',
      title: 'Media',
      count: async (db) =>
        Number(
          (
            await db
              .selectFrom('media')
              .select((eb) => eb.fn.countAll<string>().as('count'))
              .executeTakeFirstOrThrow()
          ).count,
        ),
    },
  ],
  // Files uploaded to the library itself stay while their row does, used or not (deleting them is the library's
  // call), and so do every row's variants. A file a form stored stays while a record names it: one no record
  // names (a crash between storing it and committing the record) is the sweep's, and its row goes with the
  // next backfill.
  files: {
    folders: [`uploads/${LIBRARY_FOLDER}`, `uploads/${VARIANTS_FOLDER}`],
    async referenced(db) {
      const rows = await db.selectFrom('media').select(['storage_key', 'variants']).execute();
      return rows.flatMap((row) => [
        ...(row.storage_key.startsWith(`uploads/${LIBRARY_FOLDER}/`) ? [row.storage_key] : []),
        ...row.variants.map((variant) => variant.src),
      ]);
    },
  },
  // The file list filtered to them is where they are described (or marked decorative).
  attention: [
    {
      key: 'images-without-alt',
      title: 'Images without alt text',
      path: '/media?missingAlt=true',
      count: countMissingAlt,
    },
  ],
  routes: mediaRoutes,
  jobs: ({ db, storage, jobs, log }) => [
    defineJob<{ id: string }>({
      queue: MEDIA_VARIANTS_QUEUE,
      retries: 3,
      retryDelaySeconds: 10,
      expireInSeconds: 300,
      async run({ id }) {
        await makeVariants(db, storage, id);
      },
    }),
    defineJob({
      queue: 'media-backfill',
      daily: true,
      retries: 2,
      retryDelaySeconds: 300,
      expireInSeconds: 3600,
      async run() {
        const { imported, merged, pruned } = await backfillLibrary(db, storage);
        for (const id of imported) await jobs.send(MEDIA_VARIANTS_QUEUE, { id });
        if (imported.length > 0 || merged > 0 || pruned > 0)
          log.info(
            `Media library: ${imported.length} stored image(s) imported, ${merged} duplicate(s) merged, ${pruned} row(s) of removed files dropped`,
          );
      },
    }),
  ],
});
