import type { PersonalDataCollection } from '@backoffice/contracts';
import type { RetentionCollection } from '../../config';

/** Where personal data is held: each collection's table, the column with the person's e-mail, its files. */
export interface PersonalCollection {
  key: PersonalDataCollection & RetentionCollection;
  title: string;
  table: 'newsletter_subscribers' | 'leads' | 'contact_sales' | 'job_candidates';
  emailColumn: string;
  /** Columns holding private storage keys, and the column with each file's original name. */
  files: Array<{ key: string; name: string }>;
  /** The export's file name. */
  fileName: string;
}

export const PERSONAL_COLLECTIONS: PersonalCollection[] = [
  {
    key: 'newsletter',
    title: 'Newsletter',
    table: 'newsletter_subscribers',
    emailColumn: 'email',
    files: [],
    fileName: 'newsletter.json',
  },
  { key: 'leads', title: 'Leads Contact', table: 'leads', emailColumn: 'email', files: [], fileName: 'leads.json' },
  {
    key: 'contactSales',
    title: 'Contact Sales',
    table: 'contact_sales',
    emailColumn: 'company_email',
    files: [],
    fileName: 'contact-sales.json',
  },
  {
    key: 'candidates',
    title: 'Job Candidates',
    table: 'job_candidates',
    emailColumn: 'email',
    files: [
      { key: 'resume_key', name: 'resume_name' },
      { key: 'portfolio_key', name: 'portfolio_name' },
    ],
    fileName: 'candidates.json',
  },
];
