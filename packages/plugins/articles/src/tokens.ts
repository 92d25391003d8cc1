import { createToken, type ListStore } from '@backoffice/kernel';
import type { Article, ArticlesApi } from './api';
import type { ArticleKind } from './kinds';

export const ArticlesApiToken = createToken<ArticlesApi>('articles/ArticlesApi');
/** Each kind's list state (blogs, resource-center articles, guides): rows, query, state filter, loading, error. */
export const ArticleListStoreTokens = {
  blog: createToken<ListStore<Article>>('articles/BlogsListStore'),
  resource: createToken<ListStore<Article>>('articles/ResourceCenterListStore'),
  guide: createToken<ListStore<Article>>('articles/GuidesListStore'),
} as const satisfies Record<ArticleKind, unknown>;
