import { filesIn } from '../../storage/orphan-sweep';
import { defineModule } from '../module';
import { countRecords } from './collection-queries';
import { collectedRoutes } from './collected-routes';
import { CONTACT_SALES, JOB_CANDIDATES, LEADS, NEWSLETTER } from './collections';
import { collectedDemo } from './demo-seed';
import { intakeRoutes } from './intake-routes';
import { collectedDataMigration } from './migrations/300-collected-data';
import { collectedSearchMigration } from './migrations/310-collected-search';
import { collectedCountsMigration } from './migrations/320-collected-counts';
import { candidateFileBytesMigration } from './migrations/330-candidate-file-bytes';
import { candidateCoverLetterMigration } from './migrations/340-candidate-cover-letter';
import { privateFilesQuotaMigration } from './migrations/350-private-files-quota';
import { exportsMigration } from './migrations/360-exports';
import { EXPORTS_FOLDER, exportExpiryJob, exportJob } from './export-job';
import { exportRoutes } from './export-routes';
import { collectedSearchColumnsMigration } from './migrations/360-collected-search-columns';
import { collectedSearch } from './search';

/** Collected data (newsletter, leads, contact-sales, job candidates), its exports and the public intake. */
export const collectedDataModule = defineModule({
  name: 'collected-data',
  migrations: {
    '300-collected-data': collectedDataMigration,
    '310-collected-search': collectedSearchMigration,
    '320-collected-counts': collectedCountsMigration,
    '330-candidate-file-bytes': candidateFileBytesMigration,
    '340-candidate-cover-letter': candidateCoverLetterMigration,
    '350-private-files-quota': privateFilesQuotaMigration,
    '360-exports': exportsMigration,
    '360-collected-search-columns': collectedSearchColumnsMigration,
  },
  demoSeed: collectedDemo,
  search: collectedSearch,
  arrivals: [
    { key: 'leads', title: 'Leads', path: '/leads-contact', table: 'leads' },
    { key: 'job-candidates', title: 'Job applications', path: '/job-candidates', table: 'job_candidates' },
    { key: 'newsletter', title: 'Newsletter sign-ups', path: '/newsletter', table: 'newsletter_subscribers' },
    { key: 'contact-sales', title: 'Contact-sales requests', path: '/contact-sales', table: 'contact_sales' },
  ],
  dashboard: [
    { group: 'data', key: 'newsletter', title: 'Newsletter', count: (db) => countRecords(db, NEWSLETTER) },
    { group: 'data', key: 'leads', title: 'Leads Contact', count: (db) => countRecords(db, LEADS) },
    { group: 'data', key: 'job-candidates', title: 'Job Candidates', count: (db) => countRecords(db, JOB_CANDIDATES) },
    { group: 'data', key: 'contact-sales', title: 'Contact Sales', count: (db) => countRecords(db, CONTACT_SALES) },
  ],
  files: filesIn(
    ['private/candidates', `private/${EXPORTS_FOLDER}`],
    ['job_candidates', 'resume_key'],
    ['job_candidates', 'portfolio_key'],
    ['exports', 'file_key'],
  ),
  // Exports run as jobs (survive a rolling restart); their files expire daily.
  jobs: (context) => [exportJob(context), exportExpiryJob(context)],
  routes(app, context) {
    collectedRoutes(app, context);
    intakeRoutes(app, context);
    exportRoutes(app, context);
  },
});
