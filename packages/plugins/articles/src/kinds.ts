import type { ArticleKind, ArticlesApi } from '@backoffice/contracts';

/** The three kinds of article that share one list and one editor (content spec §2 Blogs, Resource center, Guides). */
export type { ArticleKind } from '@backoffice/contracts';

export interface KindText {
  /** Path of the list screen. */
  listPath: string;
  /** Path of the editor (add, or edit with `?id=`). */
  editorPath: string;
  /** GET path of the list (content spec §7). */
  listCall: ArticlesApi['blogs' | 'resources' | 'guides']['path'];
  /** The list's heading. */
  listTitle: string;
  /** Breadcrumb of the editor, e.g. 'Blog'. */
  section: string;
  /** What one item is called in messages: 'blog', 'article', 'guide'. */
  noun: string;
  /** Used in the editor's labels and the Add button ('Blog Title', 'Add New Blog'). */
  Noun: string;
}

export const KINDS: Record<ArticleKind, KindText> = {
  blog: {
    listPath: '/explore/blogs',
    editorPath: '/explore/blogs/edit-blog',
    listCall: '/blog/get',
    listTitle: 'Blogs',
    section: 'Blog',
    noun: 'blog',
    Noun: 'Blog',
  },
  resource: {
    listPath: '/resources/resource-center',
    editorPath: '/resources/resource-center/edit',
    listCall: '/blog/get/resource-center',
    // The spec's 'ResourceCenter' is a typo for the page's name.
    listTitle: 'Resource Center',
    section: 'Resource Center',
    noun: 'article',
    // The spec's resource-center editor reads 'Blog Title', 'Blog Cover Image', 'Edit Blog' (content spec §2).
    Noun: 'Blog',
  },
  guide: {
    listPath: '/explore/guides',
    editorPath: '/explore/guides/update',
    listCall: '/blog/get/guides',
    listTitle: 'Guides',
    section: 'Guide',
    noun: 'guide',
    Noun: 'Guide',
  },
};

export const DEFAULT_READ_TIME = 10;

/** The cover must be exactly this size (content spec §5, §9). */
export const COVER_SIZE = { width: 1062, height: 530 };
// The spec's alert says 'greater than 1000px width and 500px height', which contradicts the exact-size rule it enforces.
export const COVER_SIZE_MESSAGE = 'Image should be exactly 1062px width and 530px height';
/** What the cover's file line reads while no cover is chosen: the spec's default text, as it writes it. */
export const COVER_EMPTY_TEXT = 'Media .Png';
export const COVER_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
export const COVER_MAX_BYTES = 5 * 1024 * 1024;

/** Field limits, the same as the server's. */
export const LIMITS = { subtitle: 200, title: 200, creator: 100, description: 1000, slug: 120, metaDescription: 300, readTime: 600 };
