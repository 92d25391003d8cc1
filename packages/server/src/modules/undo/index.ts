import { defineJob } from '../../jobs/job-definition';
import { defineModule } from '../module';
import { deletedRecordsMigration } from './migrations/991-deleted-records';
import { undoHooks } from './keeper';
import { keptFiles, purgeDeletedRecords, PURGE_QUEUE } from './purge';
import { undoRoutes } from './routes';

/**
 * Undo of a delete (docs/ux-conventions.md "Undo after a delete"): a deleted content record is kept whole,
 * with its files and versions, for UNDO_SECONDS; the delete's answer carries an Undo-Token the admin's
 * "Undo" sends back to restore it, with its id. Then a job lets it go. Never switched off with a plugin.
 */
export const undoModule = defineModule({
  name: 'undo',
  plugin: null,
  migrations: { '991-deleted-records': deletedRecordsMigration },
  writeHooks: ({ jobs, config }) => undoHooks({ jobs, undoSeconds: config.undoSeconds }),
  files: { folders: [], referenced: keptFiles },
  routes: undoRoutes,
  jobs: ({ db, storage, config, log }) => [
    defineJob({
      queue: PURGE_QUEUE,
      daily: true,
      retries: 3,
      retryDelaySeconds: 60,
      expireInSeconds: 600,
      async run() {
        const purged = await purgeDeletedRecords(db, storage, config.undoSeconds);
        if (purged > 0) log.info(`Undo: ${purged} deleted record(s) let go`);
      },
    }),
  ],
});
