import { rowsContaining } from '../../db/text-search';
import type { SearchSource } from '../module';

/** Reviews in the command palette, by reviewer or title (in any locale), opening their editor. */
export const reviewsSearch: SearchSource[] = [
  {
    key: 'reviews',
    label: 'Reviews',
    find: async (db, q, limit) =>
      (await rowsContaining(db, 'reviews', ['first_name', 'last_name', 'title'], q, limit, undefined, 'reviews')).map(
        (row) => ({
          title: `${String(row.first_name)} ${String(row.last_name)}`.trim(),
          description: String(row.title),
          path: `/reviews/edit-review?id=${encodeURIComponent(String(row.id))}`,
        }),
      ),
  },
];
