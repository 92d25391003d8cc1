import type { ArticleKind, ArticlesApi } from '@backoffice/contracts';

/** The three kinds of article that share one list and one editor. */
export type { ArticleKind } from '@backoffice/contracts';

export interface KindPaths {
  /** Path of the list screen. */
  listPath: string;
  /** Path of the editor (add, or edit with `?id=`). */
  editorPath: string;
  /** GET path of the list. */
  listCall: ArticlesApi['blogs' | 'resources' | 'guides']['path'];
}

// What the screens call each kind, in the admin's language: kind-texts.ts.

export const KINDS: Record<ArticleKind, KindPaths> = {
  blog: {
    listPath: '/explore/blogs',
    editorPath: '/explore/blogs/edit-blog',
    listCall: '/blog/get',
  },
  resource: {
    listPath: '/resources/resource-center',
    editorPath: '/resources/resource-center/edit',
    // (The spec's list title 'ResourceCenter' is a typo for the page's name: 'Resource Center'.)
    listCall: '/blog/get/resource-center',
  },
  guide: {
    listPath: '/explore/guides',
    editorPath: '/explore/guides/update',
    listCall: '/blog/get/guides',
  },
};

export const DEFAULT_READ_TIME = 10;

/** The cover must be exactly this size. */
export const COVER_SIZE = { width: 1062, height: 530 };
// Its message, the file line before a cover is chosen ('Media .Png', the spec's) and the hint: ArticleForm.
export const COVER_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
export const COVER_MAX_BYTES = 5 * 1024 * 1024;

/** Field limits, the same as the server's. */
export const LIMITS = {
  subtitle: 200,
  title: 200,
  creator: 100,
  description: 1000,
  slug: 120,
  metaDescription: 300,
  readTime: 600,
};
