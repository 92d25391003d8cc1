import { rowsContaining } from '../../db/text-search';
import type { SearchSource } from '../module';

/** Job openings in the command palette, by title or department, opening their editor. */
export const jobsSearch: SearchSource[] = [
  {
    key: 'jobs',
    label: 'Career',
    find: async (db, q, limit) =>
      (await rowsContaining(db, 'jobs', ['title', 'department'], q, limit, undefined, 'jobs')).map((row) => ({
        title: String(row.title),
        description: String(row.department),
        path: `/company/career/update?id=${encodeURIComponent(String(row.id))}`,
      })),
  },
];
