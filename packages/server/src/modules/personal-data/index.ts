import { defineJob } from '../../jobs/job-definition';
import { defineModule } from '../module';
import { personalDataMigration } from './migrations/960-personal-data';
import { applyRetention, recentlyRetired } from './retention';
import { personalDataRoutes } from './routes';

/** Personal-data requests (find, export, erase a person by e-mail) and the optional retention of collected data. */
export const personalDataModule = defineModule({
  name: 'personal-data',
  migrations: { '960-personal-data': personalDataMigration },
  dashboard: [{ group: 'data', key: 'retention', title: 'Removed by retention (30 days)', count: recentlyRetired }],
  routes: personalDataRoutes,
  // Once a day across every server process (src/jobs), when a retention rule is set.
  jobs: (context) =>
    Object.keys(context.config.retentionDays).length === 0
      ? []
      : [
          defineJob({
            queue: 'retention',
            daily: true,
            retries: 2,
            retryDelaySeconds: 300,
            expireInSeconds: 3600,
            async run() {
              const deleted = await applyRetention(context);
              for (const [collection, count] of Object.entries(deleted))
                if (count > 0) context.log.info(`Retention: ${count} ${collection} records deleted`);
            },
          }),
        ],
});
