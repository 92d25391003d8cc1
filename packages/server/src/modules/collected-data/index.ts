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

/** Collected data (newsletter, leads, contact-sales, job candidates), its exports and the public intake (admin spec §7, content spec §7). */
export const collectedDataModule = defineModule({
  name: 'collected-data',
  migrations: { '300-collected-data': collectedDataMigration, '310-collected-search': collectedSearchMigration, '320-collected-counts': collectedCountsMigration, '330-candidate-file-bytes': candidateFileBytesMigration, '340-candidate-cover-letter': candidateCoverLetterMigration, '350-private-files-quota': privateFilesQuotaMigration },
  demoSeed: collectedDemo,
  dashboard: [
    { group: 'data', key: 'newsletter', title: 'Newsletter', count: (db) => countRecords(db, NEWSLETTER) },
    { group: 'data', key: 'leads', title: 'Leads Contact', count: (db) => countRecords(db, LEADS) },
    { group: 'data', key: 'job-candidates', title: 'Job Candidates', count: (db) => countRecords(db, JOB_CANDIDATES) },
    { group: 'data', key: 'contact-sales', title: 'Contact Sales', count: (db) => countRecords(db, CONTACT_SALES) },
  ],
  files: filesIn(['private/candidates'], ['job_candidates', 'resume_key'], ['job_candidates', 'portfolio_key']),
  routes(app, context) {
    collectedRoutes(app, context);
    intakeRoutes(app, context);
  },
});
