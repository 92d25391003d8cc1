import { createToken } from '@backoffice/plugin-sdk';
import type { ItemsApi } from './api';

export const ItemsApiToken = createToken<ItemsApi>('__ID__/ItemsApi');
