import { rowsContaining } from '../../db/text-search';
import type { SearchSource } from '../module';

/** Companies in the command palette, by name, opening their edit screen. */
export const companiesSearch: SearchSource[] = [
  {
    key: 'companies',
    label: 'Companies',
    find: async (db, q, limit) =>
      (await rowsContaining(db, 'companies', ['name'], q, limit)).map((row) => ({
        title: String(row.name),
        description: `Row ${String(row.row)}`,
        path: `/add-new-company?id=${encodeURIComponent(String(row.id))}`,
      })),
  },
];
