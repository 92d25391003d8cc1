import { createToken } from '@backoffice/kernel';
import type { CollectedDataApi } from './api';

export const CollectedDataApiToken = createToken<CollectedDataApi>('collected-data/CollectedDataApi');
