import { publishingAttention } from '../../content-state/attention';
import { defineModule } from '../module';
import { countJobs, jobsDemo } from './demo-seed';
import { jobsMigration } from './migrations/520-jobs';
import { jobPublishingMigration } from './migrations/521-job-publishing';
import { jobsRoutes } from './routes';
import { jobsSearch } from './search';

/** Jobs of the career page. */
export const jobsModule = defineModule({
  name: 'jobs',
  migrations: { '520-jobs': jobsMigration, '521-job-publishing': jobPublishingMigration },
  demoSeed: jobsDemo,
  search: jobsSearch,
  attention: publishingAttention(
    'jobs',
    'jobs',
    { drafts: 'Job drafts', scheduled: 'Scheduled jobs' },
    '/company/career',
  ),
  dashboard: [{ group: 'general', key: 'jobs', title: 'Jobs', count: countJobs }],
  routes: jobsRoutes,
});
