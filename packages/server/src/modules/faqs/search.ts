import { rowsContaining } from '../../db/text-search';
import type { SearchSource } from '../module';

/**
 * FAQs in the command palette, by question (a draft's too, and in any locale: a French question finds its FAQ),
 * opening the FAQ's own edit address.
 */
export const faqsSearch: SearchSource[] = [
  {
    key: 'faqs',
    label: 'FAQs',
    permission: 'content:write',
    find: async (db, q, limit) =>
      (await rowsContaining(db, 'faqs', ['question'], q, limit, undefined, 'faqs')).map((row) => ({
        title: String(row.question),
        description: `Row ${String(row.row)}`,
        path: `/faq/edit?id=${encodeURIComponent(String(row.id))}`,
      })),
  },
];
