import { createToken, type ListStore } from '@backoffice/kernel';
import type { CompaniesApi, Company } from './api';

export const CompaniesApiToken = createToken<CompaniesApi>('companies/CompaniesApi');
/** The company list's state: its rows, query, selection, loading and error. */
export const CompaniesListStoreToken = createToken<ListStore<Company>>('companies/CompaniesListStore');
