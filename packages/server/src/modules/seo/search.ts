import { rowsContaining } from '../../db/text-search';
import type { SearchSource } from '../module';

/** SEO entries in the command palette, by page title (a draft's too, and in any locale), opening the page's SEO editor. */
export const seoSearch: SearchSource[] = [
  {
    key: 'seo',
    label: 'SEO',
    permission: 'content:write',
    find: async (db, q, limit) =>
      (await rowsContaining(db, 'seo_pages', ['title'], q, limit, undefined, 'seo')).map((row) => ({
        title: String(row.title),
        description: 'SEO entry',
        path: `/edit-seo/${encodeURIComponent(String(row.title))}`,
      })),
  },
];
