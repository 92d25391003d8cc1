import { createToken } from '@backoffice/kernel';
import type { SeoApi } from './api';

export const SeoApiToken = createToken<SeoApi>('seo/SeoApi');
