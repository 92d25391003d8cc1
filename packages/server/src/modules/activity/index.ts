import { defineJob } from '../../jobs/job-definition';
import { defineModule } from '../module';
import { activityMigration } from './migrations/950-activity';
import { activityHooks } from './recorder';
import { pruneActivity } from './retention';
import { activityRoutes } from './routes';

/**
 * The activity log: every write through the API and every sign-in, sign-out, export and erasure, recorded in
 * the same transaction (its subscription to the write seam), a read-only screen, and daily pruning.
 */
export const activityModule = defineModule({
  name: 'activity',
  migrations: { '950-activity': activityMigration },
  writeHooks: () => activityHooks(),
  routes: activityRoutes,
  // Once a day across every server process (src/jobs).
  jobs: ({ db, config, log }) => [
    defineJob({
      queue: 'activity-pruning',
      daily: true,
      retries: 2,
      retryDelaySeconds: 300,
      expireInSeconds: 3600,
      async run() {
        const pruned = await pruneActivity(db, config.activityRetentionDays);
        if (pruned > 0)
          log.info(`Activity log: ${pruned} entries older than ${config.activityRetentionDays} days removed`);
      },
    }),
  ],
});
