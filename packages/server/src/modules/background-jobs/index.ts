import { backgroundJobsApi } from '@backoffice/contracts';
import { defineJob } from '../../jobs/job-definition';
import { route } from '../../http/route';
import { sweepOnce } from '../../storage/orphan-sweep';
import { defineModule } from '../module';
import { listJobRuns } from './job-runs';

/**
 * The job system seen from the product: the Background jobs list (super admins), and the storage's daily
 * orphan sweep, which belongs to no screen group.
 */
export const backgroundJobsModule = defineModule({
  name: 'background-jobs',
  routes(app, { db, jobs }) {
    route(app, backgroundJobsApi.list, { permission: 'webhooks:manage' }, async (request) => ({
      success: true,
      data: await listJobRuns(db, jobs.schema, request.query),
    }));
  },
  jobs: ({ db, storage, log }) => [
    defineJob({
      queue: 'orphan-sweep',
      daily: true,
      retries: 2,
      retryDelaySeconds: 300,
      expireInSeconds: 3600,
      async run() {
        // Every module's declared files (loaded here: the module list includes this module).
        const { registeredModules } = await import('../index');
        for (const line of await sweepOnce({ db, storage, modules: registeredModules })) log.info(line);
      },
    }),
  ],
});
