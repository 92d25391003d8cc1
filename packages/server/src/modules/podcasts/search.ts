import { rowsContaining } from '../../db/text-search';
import type { SearchSource } from '../module';

/** Podcasts in the command palette, by title (in any locale) or category, opening their editor. */
export const podcastsSearch: SearchSource[] = [
  {
    key: 'podcasts',
    label: 'Podcasts',
    find: async (db, q, limit) =>
      (await rowsContaining(db, 'podcasts', ['title', 'category'], q, limit, undefined, 'podcasts')).map((row) => ({
        title: String(row.title),
        description: String(row.category),
        path: `/resources/podcasts/update?id=${encodeURIComponent(String(row.id))}`,
      })),
  },
];
