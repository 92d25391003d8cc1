import { createToken } from '@backoffice/kernel';
import type { ArticlesApi } from './api';
import type { ArticlesStore } from './stores/articles-store';

export const ArticlesApiToken = createToken<ArticlesApi>('articles/ArticlesApi');
export const ArticlesStoreToken = createToken<ArticlesStore>('articles/ArticlesStore');
