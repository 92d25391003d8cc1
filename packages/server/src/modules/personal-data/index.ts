import { runDaily } from '../../db/daily-job';
import { defineModule } from '../module';
import { personalDataMigration } from './migrations/960-personal-data';
import { applyRetention, recentlyRetired } from './retention';
import { personalDataRoutes } from './routes';

/** Personal-data requests (find, export, erase a person by e-mail) and the optional retention of collected data. */
export const personalDataModule = defineModule({
  name: 'personal-data',
  migrations: { '960-personal-data': personalDataMigration },
  dashboard: [{ group: 'data', key: 'retention', title: 'Removed by retention (30 days)', count: recentlyRetired }],
  routes(app, context) {
    personalDataRoutes(app, context);
    if (Object.keys(context.config.retentionDays).length > 0) {
      runDaily(app, 'Retention', async () => {
        const deleted = await applyRetention(context);
        for (const [collection, count] of Object.entries(deleted)) if (count > 0) app.log.info(`Retention: ${count} ${collection} records deleted`);
      });
    }
  },
});
