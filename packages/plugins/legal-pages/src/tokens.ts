import { createToken, type ListStore } from '@backoffice/kernel';
import type { LegalPage, LegalPagesApi } from './api';

export const LegalPagesApiToken = createToken<LegalPagesApi>('legal-pages/LegalPagesApi');
/** The legal page list's state: its rows, query, selection, loading and error. */
export const LegalPagesListStoreToken = createToken<ListStore<LegalPage>>('legal-pages/LegalPagesListStore');
