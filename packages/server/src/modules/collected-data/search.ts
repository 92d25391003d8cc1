import { rowsContaining } from '../../db/text-search';
import type { SearchSource } from '../module';

const text = (value: unknown) => String(value ?? '');
const listed = (path: string, q: unknown) => `${path}?q=${encodeURIComponent(text(q))}`;

/** Collected records in the command palette: a lead, request or subscriber opens its list searched for its e-mail; an application opens itself. */
export const collectedSearch: SearchSource[] = [
  {
    key: 'leads',
    label: 'Leads Contact',
    find: async (db, q, limit) =>
      (await rowsContaining(db, 'leads', ['email', 'first_name', 'last_name', 'company_name'], q, limit)).map(
        (row) => ({
          title: `${text(row.first_name)} ${text(row.last_name)}`.trim() || text(row.email),
          description: [row.company_name, row.email].map(text).filter(Boolean).join(' · '),
          path: listed('/leads-contact', row.email),
        }),
      ),
  },
  {
    key: 'job-candidates',
    label: 'Job Candidates',
    find: async (db, q, limit) =>
      (await rowsContaining(db, 'job_candidates', ['email', 'f_name', 'l_name', 'job'], q, limit)).map((row) => ({
        title: `${text(row.f_name)} ${text(row.l_name)}`.trim() || text(row.email),
        description: [row.job, row.email].map(text).filter(Boolean).join(' · '),
        path: `/candidate-view?id=${encodeURIComponent(text(row.id))}`,
      })),
  },
  {
    key: 'contact-sales',
    label: 'Contact Sales',
    find: async (db, q, limit) =>
      (await rowsContaining(db, 'contact_sales', ['full_name', 'company_name', 'company_email'], q, limit)).map(
        (row) => ({
          title: text(row.full_name) || text(row.company_email),
          description: [row.company_name, row.company_email].map(text).filter(Boolean).join(' · '),
          path: listed('/contact-sales', row.company_email),
        }),
      ),
  },
  {
    key: 'newsletter',
    label: 'Newsletter',
    find: async (db, q, limit) =>
      (await rowsContaining(db, 'newsletter_subscribers', ['email'], q, limit)).map((row) => ({
        title: text(row.email),
        description: 'Subscriber',
        path: listed('/newsletter', row.email),
      })),
  },
];
