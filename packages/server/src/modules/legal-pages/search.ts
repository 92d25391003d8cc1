import { rowsContaining } from '../../db/text-search';
import type { SearchSource } from '../module';

/** Legal pages ('Privacy Policy', 'Terms…') in the command palette, by title (in any locale), opening their editor. */
export const legalPagesSearch: SearchSource[] = [
  {
    key: 'legal-pages',
    label: 'Legal Pages',
    find: async (db, q, limit) =>
      (await rowsContaining(db, 'legal_pages', ['title'], q, limit, undefined, 'legal-pages')).map((row) => ({
        title: String(row.title),
        description: 'Legal page',
        path: `/legal-pages/edit?id=${encodeURIComponent(String(row.id))}`,
      })),
  },
];
