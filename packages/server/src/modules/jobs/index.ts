import { defineModule } from '../module';
import { countJobs, jobsDemo } from './demo-seed';
import { jobsMigration } from './migrations/520-jobs';
import { jobsRoutes } from './routes';

/** Jobs of the career page (content spec §7). */
export const jobsModule = defineModule({
  name: 'jobs',
  migrations: { '520-jobs': jobsMigration },
  demoSeed: jobsDemo,
  dashboard: [{ group: 'general', key: 'jobs', title: 'Jobs', count: countJobs }],
  routes: jobsRoutes,
});
