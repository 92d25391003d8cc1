import { createToken, type ListStore } from '@backoffice/kernel';
import type { Faq, FaqsApi } from './api';

export const FaqsApiToken = createToken<FaqsApi>('faqs/FaqsApi');
/** The FAQ list's state: its rows, query, selection, loading and error. */
export const FaqsListStoreToken = createToken<ListStore<Faq>>('faqs/FaqsListStore');
