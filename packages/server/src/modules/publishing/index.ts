import { contentScheduleJob, catchUpSchedules, queueSchedulesOfWrite } from '../../content-state/schedule';
import { defineModule } from '../module';
import { previewKeysMigration } from './migrations/950-preview-keys';
import { publishingRoutes } from './routes';
import './tables';

/**
 * Drafts, publishing, schedules and previews of every content kind (docs/editorial-workflow.md): the routes
 * that act on any kind's record, the preview signing key, and the job that publishes and unpublishes on time
 * (queued in each save's transaction, run once across processes by the job system).
 */
export const publishingModule = defineModule({
  name: 'publishing',
  plugin: null,
  migrations: { '950-preview-keys': previewKeysMigration },
  writeHooks: ({ jobs }) => ({ inTransaction: (tx, write) => queueSchedulesOfWrite(jobs, tx, write) }),
  jobs: (context) => [contentScheduleJob(context)],
  routes(app, context) {
    publishingRoutes(app, context);
    app.addHook('onReady', async () => catchUpSchedules(context.db, context.jobs, app.log));
  },
});
