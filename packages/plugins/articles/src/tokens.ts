import { createToken } from '@backoffice/kernel';
import type { ArticlesApi } from './api';

export const ArticlesApiToken = createToken<ArticlesApi>('articles/ArticlesApi');
