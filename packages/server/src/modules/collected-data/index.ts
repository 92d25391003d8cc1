import { defineModule } from '../module';
import { countRecords } from './collection-queries';
import { collectedRoutes } from './collected-routes';
import { CONTACT_SALES, JOB_CANDIDATES, LEADS, NEWSLETTER } from './collections';
import { intakeRoutes } from './intake-routes';

/** Collected data (newsletter, leads, contact-sales, job candidates), its exports and the public intake: migration 300. */
export const collectedDataModule = defineModule({
  name: 'collected-data',
  async routes(app, context) {
    collectedRoutes(app, context);
    intakeRoutes(app, context);
  },
  dashboard: [
    { group: 'data', key: 'newsletter', title: 'Newsletter', count: (db) => countRecords(db, NEWSLETTER) },
    { group: 'data', key: 'leads', title: 'Leads Contact', count: (db) => countRecords(db, LEADS) },
    { group: 'data', key: 'job-candidates', title: 'Job Candidates', count: (db) => countRecords(db, JOB_CANDIDATES) },
    { group: 'data', key: 'contact-sales', title: 'Contact Sales', count: (db) => countRecords(db, CONTACT_SALES) },
  ],
});
