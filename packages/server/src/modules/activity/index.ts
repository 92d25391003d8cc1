import { runDaily } from '../../db/daily-job';
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
  routes(app, context) {
    activityRoutes(app, context);
    runDaily(app, 'Activity pruning', async () => {
      const pruned = await pruneActivity(context.db, context.config.activityRetentionDays);
      if (pruned > 0) app.log.info(`Activity log: ${pruned} entries older than ${context.config.activityRetentionDays} days removed`);
    });
  },
});
