import { rowsContaining } from '../../db/text-search';
import type { SearchSource } from '../module';

/** Each kind's editor and its name in the palette. */
const KINDS: Record<string, { label: string; editor: string }> = {
  blog: { label: 'Blog', editor: '/explore/blogs/edit-blog' },
  guide: { label: 'Guide', editor: '/explore/guides/update' },
  resource: { label: 'Resource Center', editor: '/resources/resource-center/edit' },
};

/** Blogs, guides and resources in the command palette, by title, subtitle or author, opening their editor. */
export const articlesSearch: SearchSource[] = [
  {
    key: 'articles',
    label: 'Blogs, guides and resources',
    find: async (db, q, limit) =>
      (await rowsContaining(db, 'articles', ['title', 'subtitle', 'creator'], q, limit, undefined, 'articles')).map(
        (row) => {
          const kind = KINDS[String(row.kind)] ?? KINDS.blog;
          return {
            title: String(row.title),
            description: [kind.label, row.published === false ? 'draft' : ''].filter(Boolean).join(' · '),
            path: `${kind.editor}?id=${encodeURIComponent(String(row.id))}`,
          };
        },
      ),
  },
];
