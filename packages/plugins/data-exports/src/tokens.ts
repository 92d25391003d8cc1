import { createToken } from '@backoffice/kernel';
import type { CollectedDataApi } from './api';

export const CollectedDataApiToken = createToken<CollectedDataApi>('data-exports/CollectedDataApi');
