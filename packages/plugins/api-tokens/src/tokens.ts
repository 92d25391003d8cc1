import { createToken, type ListStore } from '@backoffice/kernel';
import type { ApiToken, ApiTokensApi } from './api';

export const ApiTokensApiToken = createToken<ApiTokensApi>('api-tokens/ApiTokensApi');
/** The API token list's state: its rows, query, selection, loading and error. */
export const ApiTokensListStoreToken = createToken<ListStore<ApiToken>>('api-tokens/ApiTokensListStore');
