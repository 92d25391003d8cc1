import { createToken, type ListStore } from '@backoffice/kernel';
import type { SeoApi, SeoPage } from './api';

export const SeoApiToken = createToken<SeoApi>('seo/SeoApi');
/** The SEO page list's state: its rows, query, selection, loading and error. */
export const SeoListStoreToken = createToken<ListStore<SeoPage>>('seo/SeoListStore');
