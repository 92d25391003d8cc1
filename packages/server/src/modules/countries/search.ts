import { rowsContaining } from '../../db/text-search';
import type { SearchSource } from '../module';

/** Countries in the command palette, by name (a draft's too, and its translations), opening their edit screen. */
export const countriesSearch: SearchSource[] = [
  {
    key: 'countries',
    label: 'Countries Covered',
    find: async (db, q, limit) =>
      (await rowsContaining(db, 'countries', ['name'], q, limit, 'created_at', 'countries')).map((row) => ({
        title: String(row.name),
        description: String(row.status),
        path: `/explore/countries-covered/edit?id=${encodeURIComponent(String(row.id))}`,
      })),
  },
];
