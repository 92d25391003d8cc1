import { createToken } from '@backoffice/kernel';
import type { CollectedDataApi } from './api';
import type { CollectedLists } from './stores/collected-lists';

export const CollectedDataApiToken = createToken<CollectedDataApi>('collected-data/CollectedDataApi');
/** Each collected data list's state (`.of(listPath)`): its page, query, selection, loading and error. */
export const CollectedListsToken = createToken<CollectedLists>('collected-data/CollectedLists');
